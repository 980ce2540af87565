import type { Navigation } from '@sockshop/core/content';
import { SmartLink } from '../shared/SmartLink.js';

export type NavItem = Navigation['items'][number];
type NavLinkData = NavItem['sections'][number]['links'][number];

/** A content nav link: disabled ones are shown as text, highlighted ones stand out (submenus). */
export function NavLink({ link, className, onNavigate }: { link: NavLinkData; className: string; onNavigate?: () => void }) {
  const classes = [className, link.isHighlighted ? `${className}--highlighted` : undefined].filter(Boolean).join(' ');
  if (link.disabled) {
    return (
      <span className={`${classes} ${className}--disabled`} aria-disabled="true">
        {link.text}
      </span>
    );
  }
  return (
    <SmartLink href={link.url} className={classes} onClick={onNavigate}>
      {link.text}
    </SmartLink>
  );
}

/** The sections of one nav item's submenu, shared by the desktop panel and the mobile slide. */
export function SubmenuSections({ item, idPrefix, onNavigate }: { item: NavItem; idPrefix: string; onNavigate?: () => void }) {
  return (
    <div className="submenu-sections">
      {item.sections.map((section, index) => {
        const headingId = `${idPrefix}-${index}`;
        return (
          <section key={section.name || index} className="submenu-section" aria-labelledby={section.name ? headingId : undefined}>
            {section.name ? (
              <h2 id={headingId} className="submenu-section__title">
                {section.name}
              </h2>
            ) : null}
            <ul className="submenu-section__links">
              {section.links.map((link) => (
                <li key={`${link.text}-${link.url}`}>
                  <NavLink link={link} className="submenu-link" onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
