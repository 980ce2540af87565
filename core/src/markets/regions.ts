import type { Region } from './market.schema.js';

// USPS codes: the 50 states and the District of Columbia.
export const US_STATES: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

// USPS codes for territories, freely associated states and military post; spec §3 blocks all of these.
export const US_OUTLYING_REGIONS: readonly Region[] = [
  { code: 'AS', name: 'American Samoa' },
  { code: 'GU', name: 'Guam' },
  { code: 'FM', name: 'Federated States of Micronesia' },
  { code: 'MH', name: 'Marshall Islands' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'PW', name: 'Palau' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'AA', name: 'Armed Forces Americas' },
  { code: 'AE', name: 'Armed Forces Europe' },
  { code: 'AP', name: 'Armed Forces Pacific' },
];

/** spec §3: regions the US storefront does not ship to. */
export const US_BLOCKED_REGIONS = ['AS', 'GU', 'FM', 'MH', 'MP', 'PW', 'AA', 'AE', 'AP', 'VI'] as const;

// ISO 3166-2:IE codes of the 26 counties of the Republic of Ireland.
export const IE_COUNTIES: readonly Region[] = [
  { code: 'CW', name: 'Carlow' },
  { code: 'CN', name: 'Cavan' },
  { code: 'CE', name: 'Clare' },
  { code: 'CO', name: 'Cork' },
  { code: 'DL', name: 'Donegal' },
  { code: 'D', name: 'Dublin' },
  { code: 'G', name: 'Galway' },
  { code: 'KY', name: 'Kerry' },
  { code: 'KE', name: 'Kildare' },
  { code: 'KK', name: 'Kilkenny' },
  { code: 'LS', name: 'Laois' },
  { code: 'LM', name: 'Leitrim' },
  { code: 'LK', name: 'Limerick' },
  { code: 'LD', name: 'Longford' },
  { code: 'LH', name: 'Louth' },
  { code: 'MO', name: 'Mayo' },
  { code: 'MH', name: 'Meath' },
  { code: 'MN', name: 'Monaghan' },
  { code: 'OY', name: 'Offaly' },
  { code: 'RN', name: 'Roscommon' },
  { code: 'SO', name: 'Sligo' },
  { code: 'TA', name: 'Tipperary' },
  { code: 'WD', name: 'Waterford' },
  { code: 'WH', name: 'Westmeath' },
  { code: 'WX', name: 'Wexford' },
  { code: 'WW', name: 'Wicklow' },
];

/** The regions a shopper may pick: the full list without the storefront's blocked codes. */
export function selectableRegions(regions: readonly Region[], blocked: readonly string[] = []): Region[] {
  return regions.filter((region) => !blocked.includes(region.code));
}
