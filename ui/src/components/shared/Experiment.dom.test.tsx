// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Experiment } from './Experiment';

// Shipping-speed experiment, cache-safe: every variant is in the page; the shell's drawn variant decides.

const variants = { control: <p>no indicator</p>, indicator: <p>ships tomorrow</p> };

beforeEach(() => {
  window.dataLayer = [];
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-exp-shipping-speed');
});
afterEach(cleanup);

describe('Experiment', () => {
  it('renders every variant, marked for the shell style, where it runs', () => {
    const html = renderToString(<Experiment id="shipping-speed" running defaultVariant="control" variants={variants} />);
    expect(html).toContain('data-exp="shipping-speed" data-exp-variant="control"');
    expect(html).toContain('data-exp="shipping-speed" data-exp-variant="indicator"');
  });

  it('renders only the default variant where it does not run, and reports nothing', () => {
    render(<Experiment id="shipping-speed" running={false} defaultVariant="control" variants={variants} />);
    expect(screen.getByText('no indicator')).toBeTruthy();
    expect(screen.queryByText('ships tomorrow')).toBeNull();
    expect(window.dataLayer).toEqual([]);
  });

  it('reports the exposure once per variant shown in a session', () => {
    document.documentElement.setAttribute('data-exp-shipping-speed', 'indicator');
    render(<Experiment id="shipping-speed" running defaultVariant="control" variants={variants} />);
    cleanup();
    render(<Experiment id="shipping-speed" running defaultVariant="control" variants={variants} />);
    expect(window.dataLayer).toEqual([{ event: 'experiment_exposure', experiment_id: 'shipping-speed', variant: 'indicator' }]);
  });

  it('reports nothing when the shell script did not run (JavaScript was off when the page painted)', () => {
    render(<Experiment id="shipping-speed" running defaultVariant="control" variants={variants} />);
    expect(window.dataLayer).toEqual([]);
  });
});
