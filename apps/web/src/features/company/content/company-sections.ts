import type { TextSection } from './types';
import { CONTACT_EMAIL } from './terms';

export const companySections: TextSection[] = [
  {
    id: 'about-us',
    title: 'About Us',
    blocks: [
      'Sendero means “path” in Spanish, and that is what we want to be for you. Our mission is to connect travellers with authentic, curated experiences across México through a community-driven platform: the taquería the neighbours queue for, the quiet viewpoint above the city, the festival that fills the streets once a year.',
      'We are a small team of travellers and locals who love México and want more people to see it beyond the postcards. We research, walk and taste the places we write about, and we listen closely to the travellers and residents who share their own favourite spots with us.',
      'On Sendero you will find:',
      {
        list: [
          'city guides with practical basics, neighbourhoods and local tips;',
          'curated tours that link spots into routes you can follow at your own pace;',
          'spots worth visiting, from markets and museums to beaches and cantinas;',
          'guide articles on visas, money, transport, safety, food, festivals and more;',
          'an events calendar of festivals and happenings across the country;',
          'a free account to bookmark and favourite the tours and spots you want to keep;',
          'a community submission form to share a favourite spot or experience of your own.',
        ],
      },
      'A note on how we work: some of our written content is proofread with the help of AI tools, and some images on the site may be created or enhanced with AI. Every guide, tour and spot is reviewed by our editorial team, who check the facts before publishing. Places change quickly, though, so please confirm prices, opening hours and schedules before you go, and tell us if you spot something out of date.',
    ],
  },
  {
    id: 'press',
    title: 'Press',
    blocks: [
      'Journalists, writers and content creators are welcome to write about Sendero. For press enquiries, please contact press@sendero.travel.',
      'Our press kit includes the Sendero logo in light and dark versions, product screenshots, a short fact sheet and team photos. Write to us and we will send it, together with any specific images you need.',
      'Brand facts:',
      {
        list: [
          'Name: Sendero (always with a capital S; Spanish for “path” or “trail”).',
          'What we are: an independent travel guide web app for visitors to México.',
          'What we offer: city guides, curated tours, spots, guide articles, an events calendar, free accounts with bookmarks and favourites, and community submissions of favourite spots.',
          'Tagline: Your Story, Your Tour / Your México.',
          'Website: sendero.travel.',
        ],
      },
      'To request an interview or a comment, e-mail press@sendero.travel with your name, publication or channel, the topic, the format (written, phone, video or in person) and your deadline. We usually reply within two business days and will do our best to meet urgent deadlines.',
    ],
  },
  {
    id: 'investors',
    title: 'Investors',
    blocks: [
      'Sendero is an early-stage, independent company. We are focused on building a genuinely useful guide and a trusted community of travellers and locals, and we grow carefully rather than quickly.',
      'We are not currently running a public fundraising round, but we are always happy to talk with people who share our view of responsible, community-driven travel in México. If you would like to learn more, please write to investors@sendero.travel.',
    ],
  },
  {
    id: 'events',
    title: 'Events',
    blocks: [
      'The Sendero events calendar gathers festivals, concerts, markets, food fairs, cultural celebrations and other happenings across México, so you can plan your trip around what is on.',
      'How the calendar works:',
      {
        list: [
          'Only upcoming events are shown, grouped by date and sorted by start time.',
          'You can filter by city, search by name, venue or description, and narrow the list with tags.',
          'Recurring events, such as weekly markets or annual festivals, appear on each date they take place, so check the date that suits your trip.',
          'You can save events to a short list while you browse and remove them whenever you like.',
          'Each event can be exported as a calendar file (.ics) to add it to Google Calendar, Apple Calendar, Outlook and most other calendar apps.',
        ],
      },
      'Event details come from organisers, official sources and our community. Dates, times and prices can change, so please confirm with the organiser before you go.',
      `Organising an event in México? Send us the name, city, venue and address, date and times, price, a short description and a link through the submission page at /submit, or e-mail the same details to ${CONTACT_EMAIL}. Our team reviews every submission before it is published, and listing an event is free.`,
    ],
  },
  {
    id: 'terms-of-use',
    title: 'Terms of Use',
    blocks: [
      'Sendero is a free travel guide for everyone to enjoy. When you use the site, we ask you to:',
      {
        list: [
          'use the site lawfully and treat other travellers, locals and businesses with respect;',
          'share only honest content based on your own experience, and only content you have the right to share;',
          'not post spam, hidden advertising, hateful or harassing content, or other people’s personal information;',
          'not copy or republish our guides, tours, photos or other content without permission;',
          'not scrape the site, try to access other people’s accounts or interfere with the site’s security;',
          'remember that our content is information only, and confirm prices, opening hours and schedules before you travel.',
        ],
      },
      'This is a summary. The full Terms & Conditions, which apply to every use of Sendero, are available at /terms.',
    ],
  },
  {
    id: 'terms-of-service',
    title: 'Terms of Service',
    blocks: [
      'Sendero is an information guide for visitors to México. We do not operate tours, sell tickets or take bookings; any booking you make with a tour operator, venue or other third party is between you and that third party, under their terms.',
      'You must be at least 18 years old to use Sendero, or have the consent of a parent or legal guardian. When you create an account, you agree to give accurate information, keep your password safe and take responsibility for activity on your account. You can delete your account at any time from your profile page.',
      'When you submit a spot, event, review or other content, you keep ownership of it and give us a licence to publish, edit and share it as part of the service. The service is provided as is; our liability is limited to the greater of the amounts you paid us in the last 3 months or USD 100, as far as the law allows. These terms are governed by the laws of Ontario, Canada.',
      'This is a summary. Please read the full Terms & Conditions at /terms.',
    ],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    blocks: [
      'Your privacy matters to us. This policy explains what personal information Sendero collects, why we collect it, how long we keep it, who helps us process it and what choices and rights you have. We collect as little as we need to run the service, and we never sell your personal information.',
      'Sendero complies with Mexican privacy law, the Ley Federal de Protección de Datos Personales en Posesión de los Particulares, and with Canadian privacy law, the Personal Information Protection and Electronic Documents Act (PIPEDA), as well as other data protection laws that apply to us.',
      'What we collect:',
      {
        list: [
          'Account details: your username, e-mail address and password. We never store your password itself, only a secure hash of it. We also record that you accepted our Terms and when.',
          'Saved items: the tours and spots you bookmark or favourite.',
          'Messages: the name, e-mail address and message you send through the contact form, and the name, e-mail address, message and consent you give when you submit a spot or experience.',
          'Password reset requests: the e-mail address you enter, used only to send a reset link.',
          'Search terms you type, which are used to return results and are not linked to your account.',
          'Technical information that our servers record automatically, such as IP address, browser type and request times, used to keep the service secure and working.',
          'Information stored in your own browser’s local storage: your cookie-consent choice, your light or dark theme, your sign-in access token, and the time and e-mail address of your last password reset request (used to prevent repeated requests). This information stays on your device, and you can clear it at any time in your browser settings.',
        ],
      },
      'Why we use it: to create and run your account and sign you in; to save and show your bookmarks and favourites; to reply to your messages and review your submissions; to send service e-mails such as password reset links; to protect the service against abuse, fraud and security threats; and to meet our legal obligations. We do not use your information for third-party advertising, and we do not send marketing e-mails without your consent.',
      'How long we keep it: account details, bookmarks and favourites are kept while your account is open and deleted when you delete your account. Contact messages and submissions are kept for as long as needed to handle them and for up to 24 months afterwards, unless they become published content. Technical logs are kept for a short period, normally no more than 90 days, unless needed to investigate a security issue. Deleted data may remain in encrypted backups for up to 30 days before it is overwritten. We may keep some information for longer where the law requires it.',
      'Who processes it: a small number of trusted service providers help us run Sendero, such as our hosting and database provider and our e-mail delivery provider. They may only process your information on our instructions and must protect it. We do not sell or rent personal information. We may disclose information if the law requires it, to protect the rights and safety of our users or others, or as part of a merger or sale of the business, in which case this policy will continue to protect it. Our providers may store information outside your country, including in Canada, the United States or México; when they do, we use contractual and other safeguards to protect it.',
      'Security: passwords are hashed with argon2id, a modern algorithm designed to resist cracking. Sign-in uses short-lived access tokens that are refreshed regularly, together with a refresh token kept in a secure HttpOnly cookie that scripts on the page cannot read. All connections to Sendero are encrypted with HTTPS, and access to our systems is limited to team members who need it. No system is perfectly secure, so please use a strong, unique password, and tell us at once if you suspect a problem.',
      'Your rights: you can ask to access the personal information we hold about you, to correct it if it is wrong, to delete it, or to object to or limit how we use it (under Mexican law, these are known as your ARCO rights: access, rectification, cancellation and opposition). You can also withdraw any consent you have given. You can delete your account yourself from your profile page; deleting your account permanently removes your account details, bookmarks and favourites, and the e-mails we keep that carry your e-mail address. The contact messages and submissions sent with that address, whether you were signed in or not, are anonymised rather than deleted: we keep their text, but remove your name and e-mail address, and cut them and your username out of the text. We will respond to requests within the time limits set by law, normally within 20 business days in México and 30 days in Canada, and we may need to confirm your identity first. If you are not satisfied with our answer, you can complain to the Mexican data protection authority or to the Office of the Privacy Commissioner of Canada.',
      'Cookies: Sendero uses only essential cookies, none of them for tracking. Signing in sets an HttpOnly session cookie that keeps you signed in, with a companion cookie that only says a session exists; both go when you sign out. A browser you sign in with, or reset your password with, also gets an HttpOnly device cookie for up to a year: it holds no name or e-mail address, is sent only when you sign in, and lets you in even while someone else is guessing your password. Your light or dark theme and your answer to the cookie banner are each kept in a cookie for a year, so pages arrive the way you chose. We do not use third-party advertising trackers or sell data to advertisers. You can remove these cookies at any time by clearing your browser data.',
      'Children: Sendero is intended for adults. People under 18 may use it only with the consent of a parent or legal guardian, and we do not knowingly collect personal information from children without that consent. If you believe a child has given us information without consent, please contact us and we will delete it.',
      `Contact for privacy requests: please e-mail ${CONTACT_EMAIL} with the subject “Privacy request”, and tell us what you would like us to do. We may update this policy from time to time; significant changes will be announced on the website or by e-mail before they take effect.`,
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    blocks: [
      `Questions, ideas, corrections or just a hello from the road? Send us a message with the form below, or write to us at ${CONTACT_EMAIL}, and we will get back to you soon.`,
    ],
  },
];
