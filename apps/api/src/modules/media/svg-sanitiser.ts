/**
 * An uploaded SVG, cleaned to plain drawing by an allowlist (decision 0044): the shapes, text,
 * gradients, patterns, masks and filters of a drawing are kept; everything else (script,
 * foreignObject, animation, embedded images, event handlers, links that leave the picture, CSS that
 * loads anything) is dropped with what it contains. A file that cannot be read safely at all (not
 * well-formed, a DOCTYPE — the door to XXE and entity expansion — or not an SVG) is refused with
 * the reason. The picture is parsed by a strict XML parser that expands no entity but XML's five.
 */
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Why an SVG was refused; the message is shown to the editor as it is. */
export class UnsafeSvgError extends Error {
  override name = 'UnsafeSvgError';
}

const FILTER_PRIMITIVES = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'style',
  ...FILTER_PRIMITIVES,
]);

/** Attributes without a namespace that describe geometry, paint, text or filters. */
const ATTRIBUTES = new Set(
  `id class style transform d x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height points
  pathLength viewBox preserveAspectRatio version fill fill-opacity fill-rule stroke stroke-width
  stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset
  stroke-opacity opacity clip-path clip-rule mask filter color color-interpolation
  color-interpolation-filters display visibility overflow vector-effect shape-rendering
  text-rendering image-rendering paint-order mix-blend-mode isolation font-family font-size
  font-size-adjust font-stretch font-style font-variant font-weight text-anchor dominant-baseline
  alignment-baseline baseline-shift letter-spacing word-spacing text-decoration writing-mode
  direction unicode-bidi lengthAdjust textLength startOffset method spacing side dx dy rotate
  offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod patternUnits
  patternContentUnits patternTransform markerWidth markerHeight markerUnits refX refY orient
  marker-start marker-mid marker-end clipPathUnits maskUnits maskContentUnits mask-type
  filterUnits primitiveUnits in in2 result stdDeviation edgeMode mode type values operator k1 k2
  k3 k4 flood-color flood-opacity lighting-color radius baseFrequency numOctaves seed stitchTiles
  scale xChannelSelector yChannelSelector tableValues slope intercept amplitude exponent
  kernelMatrix kernelUnitLength order divisor bias targetX targetY preserveAlpha surfaceScale
  diffuseConstant specularConstant specularExponent azimuth elevation z pointsAtX pointsAtY
  pointsAtZ limitingConeAngle media`.split(/\s+/),
);

/** `url(...)` in a value may name only something in the same picture: `url(#id)`. */
const URL_REF = /url\s*\(/gi;
const LOCAL_URL_REF = /^url\s*\(\s*(['"]?)#[\w.:-]+\1\s*\)/i;

/** Whether a value (an attribute, a style) loads nothing from outside the picture. */
function isSelfContained(value: string): boolean {
  // CSS escapes and comments can spell any of the words below without matching them.
  if (/[\\]|\/\*|@import|expression\s*\(|-moz-binding|behavior\s*:|javascript:/i.test(value)) {
    return false;
  }
  for (const match of value.matchAll(URL_REF)) {
    if (!LOCAL_URL_REF.test(value.slice(match.index))) return false;
  }
  return true;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** The attribute as it is kept (`href` for xlink:href), or null when it is dropped. */
function keptAttribute(attribute: SaxesAttributeNS): [string, string] | null {
  const { uri, local, value } = attribute;
  if (local === 'href' && (uri === '' || uri === XLINK_NS)) {
    return /^#[\w.:-]+$/.test(value.trim()) ? ['href', value.trim()] : null;
  }
  if (uri === XML_NS && local === 'space') return ['xml:space', value];
  if (uri !== '' || !ATTRIBUTES.has(local)) return null;
  return isSelfContained(value) ? [local, value] : null;
}

function openTag(tag: SaxesTagNS, isRoot: boolean): string {
  const attributes = Object.values(tag.attributes).flatMap((attribute) => {
    const kept = keptAttribute(attribute);
    return kept ? [` ${kept[0]}="${escapeAttribute(kept[1])}"`] : [];
  });
  const xmlns = isRoot ? ` xmlns="${SVG_NS}"` : '';
  return `<${tag.local}${xmlns}${attributes.join('')}>`;
}

/** The SVG cleaned to the allowlist, as UTF-8 text; throws UnsafeSvgError when it cannot be. */
export function sanitiseSvg(source: string): string {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const out: string[] = [];
  /** The open elements that are kept, innermost last; a dropped one's subtree is skipped. */
  const kept: string[] = [];
  let skipping = 0;
  let sawRoot = false;
  let styleText: string[] | null = null;

  parser.on('doctype', () => {
    throw new UnsafeSvgError(
      'The SVG has a DOCTYPE: entity declarations and external references are refused.',
    );
  });
  parser.on('opentag', (tag) => {
    if (!sawRoot) {
      sawRoot = true;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) {
        throw new UnsafeSvgError('The file is XML but not an SVG picture.');
      }
    }
    if (skipping > 0 || tag.uri !== SVG_NS || !ELEMENTS.has(tag.local)) {
      skipping += 1;
      return;
    }
    kept.push(tag.local);
    out.push(openTag(tag, kept.length === 1));
    if (tag.local === 'style') styleText = [];
  });
  parser.on('closetag', () => {
    if (skipping > 0) {
      skipping -= 1;
      return;
    }
    const name = kept.pop();
    if (name === 'style' && styleText) {
      const css = styleText.join('');
      // A style sheet that loads anything is dropped whole: a rule cannot be cut out safely.
      if (isSelfContained(css)) out.push(escapeText(css));
      styleText = null;
    }
    out.push(`</${name}>`);
  });
  const onText = (text: string) => {
    if (skipping > 0 || kept.length === 0) return;
    if (styleText) styleText.push(text);
    else out.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof UnsafeSvgError) throw error;
    // saxes's message names the line and column and what is wrong there.
    throw new UnsafeSvgError(`The SVG is not well-formed XML: ${(error as Error).message}`);
  }
  if (!sawRoot) throw new UnsafeSvgError('The file is XML but not an SVG picture.');
  return out.join('');
}
