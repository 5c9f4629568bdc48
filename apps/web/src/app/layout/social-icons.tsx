import { Facebook, Instagram, Youtube } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { className?: string };

function XLogo(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.7H5.58l11.1 14.5Z" />
    </svg>
  );
}

function TikTokLogo(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M16.6 3c.3 2.2 1.6 3.7 3.9 3.9v3.1a7.3 7.3 0 0 1-3.8-1.2v6.3c0 3.8-2.6 6.4-6.2 6.4A6 6 0 0 1 4.5 15.3c0-3.7 3-6.3 6.9-5.9v3.3c-1.9-.4-3.6.8-3.6 2.6 0 1.5 1.2 2.7 2.7 2.7 1.7 0 2.8-1.1 2.8-3.2V3h3.3Z" />
    </svg>
  );
}

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<IconProps>;
}

export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/sendero.mx', Icon: Instagram },
  { label: 'Facebook', href: 'https://www.facebook.com/sendero.mx', Icon: Facebook },
  { label: 'X', href: 'https://x.com/sendero_mx', Icon: XLogo },
  { label: 'TikTok', href: 'https://www.tiktok.com/@sendero.mx', Icon: TikTokLogo },
  { label: 'YouTube', href: 'https://www.youtube.com/@sendero.mx', Icon: Youtube },
];
