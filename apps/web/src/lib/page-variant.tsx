import {
  DEFAULT_PAGE_VARIANT,
  parseConsentChoice,
  parseThemeChoice,
  type PageVariant,
} from '@sendero/contract';
import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The attributes on `<html>` that name the variant the server rendered the page with (written by
 * the API's page document; read here so the first browser render matches the server's).
 */
export const RENDERED_VARIANT_ATTRIBUTES = {
  marker: 'data-rendered',
  theme: 'data-rendered-theme',
  consent: 'data-rendered-consent',
} as const;

const VariantContext = createContext<PageVariant | null>(null);

/** The server renderer names the variant it renders; the browser reads it from the document. */
export const PageVariantProvider = VariantContext.Provider;

/** The variant of the server's markup, or null when the server did not render this page. */
function documentVariant(): PageVariant | null {
  if (typeof document === 'undefined') return DEFAULT_PAGE_VARIANT;
  const root = document.documentElement;
  if (!root.hasAttribute(RENDERED_VARIANT_ATTRIBUTES.marker)) return null;
  return {
    theme: parseThemeChoice(root.getAttribute(RENDERED_VARIANT_ATTRIBUTES.theme)),
    consent: parseConsentChoice(root.getAttribute(RENDERED_VARIANT_ATTRIBUTES.consent)),
  };
}

/**
 * A visitor's choice as the page shows it: first as the server rendered it (so hydration meets the
 * same markup), then as this browser has it now, following every change `subscribe` reports.
 * `fromVariant` picks the choice out of the rendered variant.
 */
export function useVisitorChoice<T>(
  fromVariant: (variant: PageVariant) => T,
  readLive: () => T,
  subscribe: (onChange: () => void) => () => void,
): T {
  const provided = useContext(VariantContext);
  const [value, setValue] = useState(() => {
    const rendered = provided ?? documentVariant();
    return rendered ? fromVariant(rendered) : readLive();
  });
  useEffect(() => {
    const update = () => setValue(readLive());
    update();
    return subscribe(update);
  }, [readLive, subscribe]);
  return value;
}
