/**
 * Where a sign-in came from, kept as the network and never as the full address: enough for the
 * owner to tell "my home Wi-Fi" from a stranger's network, while the session table holds no
 * address that identifies one household (data minimisation).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** "203.0.113.57" → "203.0.113.x"; "2001:db8:85a3::8a2e:370:7334" → "2001:db8:85a3::/48". */
export function networkLabel(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(address)) {
    const groups = expandIPv6(address);
    return `${groups
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/48`;
  }
  return null;
}

/** The eight groups of an IPv6 address, with "::" written out. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return tail === undefined ? left : [...left, ...zeros, ...right];
}
