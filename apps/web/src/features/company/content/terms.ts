import type { TextSection } from './types';

export const TERMS_LAST_UPDATED = 'Aug 11, 2025';
export const CONTACT_EMAIL = 'hello@sendero.travel';

export const termsSections: TextSection[] = [
  {
    id: 'eligibility',
    title: '1. Eligibility',
    blocks: [
      'These Terms & Conditions (the “Terms”) are an agreement between you and Sendero (“Sendero”, “we”, “us” or “our”) and apply whenever you visit or use the Sendero website and its related services (together, the “Service”). By using the Service, or by ticking the box to accept these Terms when you create an account, you agree to these Terms. If you do not agree, please do not use the Service.',
      'You must be at least 18 years old to create an account or to submit content. If you are under 18, you may use the Service only with the consent and under the supervision of a parent or legal guardian, who accepts these Terms on your behalf and is responsible for your use of the Service.',
      'If you use the Service on behalf of a company or other organisation, you confirm that you are authorised to accept these Terms for it, and “you” includes that organisation.',
    ],
  },
  {
    id: 'services',
    title: '2. Our Services',
    blocks: [
      'Sendero is an information guide for visitors to México. We publish city guides, curated tours, spots (places worth visiting), guide articles, an events calendar and basic travel information, and we let signed-in users save bookmarks and favourites and share their own favourite spots with the community.',
      'Everything on Sendero is provided as general information to help you plan. Tours and spots describe routes, places and experiences; they are not bookings, tickets or reservations. Sendero does not operate tours, venues, transport or accommodation, and we are not a travel agency or tour operator.',
      'Prices, opening hours, schedules, entry requirements, event dates and other practical details change often and may be out of date by the time you read them. Always confirm important details directly with the venue, operator, organiser or official source before you travel, and use your own judgement about safety, health and local conditions.',
      'We may add, change, suspend or remove features, content or parts of the Service at any time, for example to improve it, to keep it secure or to correct information.',
    ],
  },
  {
    id: 'accounts',
    title: '3. Accounts',
    blocks: [
      'Some features, such as bookmarks and favourites, require an account. When you register, you agree to give accurate information, including a valid e-mail address, and to keep it up to date.',
      'You are responsible for your account and for everything that happens under it. In particular:',
      {
        list: [
          'keep your password safe and secret, and do not share it or your account with anyone else;',
          'choose a strong password that you do not use on other websites;',
          'sign out on shared or public devices;',
          'tell us promptly at the contact address below if you believe someone has accessed your account without permission.',
        ],
      },
      'You may change your password or delete your account at any time from your profile page. Deleting your account removes your bookmarks and favourites and cannot be undone.',
    ],
  },
  {
    id: 'user-content-licence',
    title: '4. Your Content and the Licence You Give Us',
    blocks: [
      'You can send us content such as community submissions of favourite spots and experiences, event suggestions, reviews, messages, text and photos (“Your Content”). You keep ownership of Your Content.',
      'By submitting Your Content, you give Sendero a worldwide, non-exclusive, royalty-free, transferable and sub-licensable licence to use, host, store, reproduce, edit for length, clarity, accuracy and style, translate, adapt, publish, display and distribute Your Content, in whole or in part, in connection with operating, improving and promoting the Service, in any media. This licence continues after you stop using the Service for content that has already been published or shared, but you may ask us to remove published content that identifies you and we will consider such requests in good faith.',
      'You confirm that you own Your Content or have all the rights and permissions needed to grant this licence, that it is accurate to the best of your knowledge, and that publishing it will not infringe anyone’s rights, including copyright, privacy or publicity rights. If Your Content shows identifiable people, you confirm that you have their permission.',
      'We are not obliged to publish, keep or credit any submission. We may review, edit, decline or remove Your Content at our discretion, for example if it is inaccurate, outdated or breaks these Terms.',
    ],
  },
  {
    id: 'intellectual-property',
    title: '5. Intellectual Property',
    blocks: [
      'The Service and its content, including the Sendero name and logo, texts, guides, tour and spot descriptions, photographs, illustrations, maps, design, software and the selection and arrangement of the content, belong to Sendero or to our licensors and are protected by copyright, trademark and other laws.',
      'We give you a personal, limited, non-exclusive, non-transferable and revocable permission to view and use the Service for your own non-commercial travel planning, and to share links to pages using the share features we provide. You may not copy, republish, sell, license, frame or create derivative works from our content, or use our name or logo, without our prior written permission, except as allowed by law.',
      'If you believe content on Sendero infringes your rights, please write to us at the contact address below with the details, and we will review it promptly.',
    ],
  },
  {
    id: 'acceptable-use',
    title: '6. Acceptable Use',
    blocks: [
      'Please use Sendero respectfully and lawfully. You agree not to:',
      {
        list: [
          'break any law or regulation, or help anyone else to do so;',
          'post content that is false, misleading, defamatory, hateful, harassing, discriminatory, obscene or violent, or that promotes illegal or dangerous activities;',
          'post personal information about other people without their permission;',
          'post spam, advertising or promotional material that has not been agreed with us, or content written in exchange for payment or other benefits without disclosing it;',
          'impersonate any person or organisation, or misrepresent your connection with them;',
          'access or try to access other users’ accounts, or parts of the Service that are not meant for you;',
          'scrape, crawl or harvest content or data from the Service by automated means, except for ordinary search-engine indexing that respects our settings;',
          'interfere with, overload, probe or disrupt the Service, its security or its infrastructure, or upload viruses or other harmful code;',
          'reverse engineer the Service or use it to build a competing product.',
        ],
      },
      'We may remove content and restrict or end access for anyone who breaks these rules.',
    ],
  },
  {
    id: 'third-parties',
    title: '7. Third Parties and Bookings',
    blocks: [
      'Sendero may mention or link to businesses, tour operators, guides, venues, event organisers, booking platforms, maps and social networks that we do not own or control (“Third Parties”). A mention or link is for your information and is not an endorsement or a guarantee of their services, safety, prices or availability.',
      'If you book, buy or arrange anything with a Third Party, including through a link on Sendero, the contract is between you and that Third Party only. Their own terms, prices, cancellation and refund policies and privacy policies apply, and any questions, complaints or claims about the booking must be taken up with them. Sendero is not a party to those arrangements and is not responsible for them.',
      'Please read the terms and privacy policies of any Third Party before you use their services or share information with them.',
    ],
  },
  {
    id: 'payments-and-refunds',
    title: '8. Payments and Refunds',
    blocks: [
      'Browsing Sendero and creating an account are free. Sendero does not sell tours, tickets or accommodation and does not take payments for Third Party bookings. Any payment you make to a Third Party is governed by that Third Party’s terms, and refunds, cancellations and changes must be requested from them.',
      'If we offer paid features or products directly in the future, we will show the price, currency, what is included and the applicable refund terms clearly before you pay. Unless those terms say otherwise, or the law gives you more rights, payments for digital features are non-refundable once the feature has been made available to you, except where the feature was not provided as described.',
      'Nothing in these Terms limits any rights to a refund or remedy that you have under consumer protection laws that cannot be excluded.',
    ],
  },
  {
    id: 'reviews',
    title: '9. Reviews and Recommendations',
    blocks: [
      'Reviews, ratings, tips and recommendations you share must be honest and based on your own genuine experience. They must not be written or paid for by a business about itself or its competitors, and you must disclose any connection with, or payment or benefit from, the business you are writing about.',
      'Reviews reflect the personal opinions of the people who wrote them, not the views of Sendero. We do not verify every statement, and experiences can differ.',
      'We may moderate, decline, edit for clarity or remove reviews that break these Terms or appear fake, misleading or abusive. We do not accept payment to publish, remove or change the order of reviews.',
    ],
  },
  {
    id: 'warranty-disclaimer',
    title: '10. Disclaimer of Warranties',
    blocks: [
      'We work hard to keep Sendero useful and accurate, but the Service and all content are provided “as is” and “as available”. To the fullest extent permitted by law, Sendero makes no promises or warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy, completeness, timeliness, availability or non-infringement.',
      'In particular, we do not guarantee that prices, opening hours, schedules, event details, travel requirements or safety information are current or correct, that the Service will be uninterrupted, secure or free of errors, or that any Third Party, tour, spot or event will meet your expectations. Travel involves risks, and you are responsible for your own decisions, plans and safety.',
      'Some jurisdictions do not allow certain warranties to be excluded, so some of these exclusions may not apply to you.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: '11. Limitation of Liability',
    blocks: [
      'To the fullest extent permitted by law, Sendero and its owners, team members, contributors and partners will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data, goodwill or travel enjoyment, arising from or related to your use of, or inability to use, the Service, its content or any Third Party, even if we were told such damage was possible.',
      'To the fullest extent permitted by law, our total liability for all claims arising from or related to the Service or these Terms is limited to the greater of (a) the amounts you paid to Sendero in the three (3) months before the event giving rise to the claim, or (b) USD 100.',
      'These limits do not apply to liability that cannot be limited or excluded under applicable law, such as liability for fraud or for death or personal injury caused by our negligence.',
    ],
  },
  {
    id: 'indemnification',
    title: '12. Indemnification',
    blocks: [
      'To the extent permitted by law, you agree to defend, indemnify and hold harmless Sendero and its owners, team members, contributors and partners from and against any claims, liabilities, damages, losses, costs and expenses, including reasonable legal fees, arising from or related to: (a) Your Content; (b) your breach of these Terms; (c) your breach of any law or of the rights of any other person; or (d) your dealings with any Third Party.',
      'We will let you know about any such claim and may choose to take control of its defence, in which case you agree to cooperate with us.',
    ],
  },
  {
    id: 'termination',
    title: '13. Suspension and Termination',
    blocks: [
      'You may stop using Sendero at any time and can delete your account from your profile page.',
      'We may suspend or close your account, or restrict your access to the Service, if you break these Terms, if we must do so by law, or if your use puts the Service, other users or third parties at risk. Where reasonable, we will tell you why and give you a chance to respond. We may also discontinue the Service, in which case we will try to give reasonable notice.',
      'When your account ends, your right to use account features ends as well. The sections of these Terms that by their nature should continue, including the licence for content already published, intellectual property, disclaimers, limitation of liability, indemnification and governing law, will continue to apply.',
    ],
  },
  {
    id: 'changes',
    title: '14. Changes to These Terms',
    blocks: [
      'We may update these Terms from time to time, for example when we add features or when the law changes. The date at the top of this page shows when they were last updated.',
      'If a change is significant, we will give reasonable notice, for example with a notice on the website or by e-mail to registered users, before it takes effect. By continuing to use the Service after the changes take effect, you accept the updated Terms. If you do not agree, please stop using the Service and delete your account.',
    ],
  },
  {
    id: 'governing-law',
    title: '15. Governing Law and Disputes',
    blocks: [
      'These Terms and any dispute arising from or related to them or to the Service are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there, without regard to conflict-of-law rules.',
      'You and Sendero agree that the courts located in Toronto, Ontario, Canada have exclusive jurisdiction over any such dispute. Before starting formal proceedings, please contact us so that we can try to resolve the issue informally.',
      'If you are a consumer, nothing in this section takes away the protection of any mandatory laws of the country where you live, or your right to bring a claim in the courts there where the law allows it.',
      'If any part of these Terms is found to be unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver of it. These Terms, together with our Privacy Policy, are the entire agreement between you and Sendero about the Service.',
    ],
  },
  {
    id: 'contact',
    title: '16. Contact',
    blocks: [
      `If you have questions about these Terms, want to report content or a security issue, or need help with your account, please write to us at ${CONTACT_EMAIL}. We aim to reply within a few business days.`,
      'You can also reach us through the contact form on our company information page.',
    ],
  },
];
