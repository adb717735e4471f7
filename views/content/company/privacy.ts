import type { CompanyPageContent } from '../page-content.js';

// What the site counts and keeps (docs/product.md#26-visit-counting): every claim here is what the code
// does. Change the copy in the same commit as the behaviour it describes.

export const page: CompanyPageContent = {
  family: 'company',
  path: '/privacy',
  breadcrumb: 'Privacy',
  meta: {
    title: 'Privacy: What This Site Counts and Keeps',
    description:
      'How this site counts visits without cookies or stored IP addresses, what a quote request stores, and how to opt out with Global Privacy Control.',
    keywords: ['privacy', 'visit counting without cookies', 'global privacy control', 'do not track', 'quote request data'],
  },
  hero: {
    eyebrow: 'Privacy',
    title: 'What This Site Counts, and What It Keeps',
    intro:
      'We count visits to this site ourselves, in our own database, to learn which pages and campaigns help shippers find us. We do it without cookies, without storing your IP address or browser details, and without any third party. Below is exactly what is counted, what is never stored, how long it is kept, and what happens to the details you type into a quote request or an application. If your browser sends Global Privacy Control or Do Not Track, nothing about your visit is counted at all.',
    actions: [{ kind: 'link', label: 'How to opt out', href: '#not-counted' }],
    panel: {
      title: 'In short',
      points: [
        'No cookies and no tracking identifier in your browser',
        'No IP address or browser details stored for counting',
        'Global Privacy Control and Do Not Track are honoured',
        'Single visits deleted after a set number of days',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'what-is-counted',
      eyebrow: 'Visit counting',
      title: 'What is counted',
      paragraphs: [
        'When a page of this site has loaded, your browser sends one short message to our own server. It says which page you opened (its address on this site, without anything after a question mark), the website that linked to you, and the campaign tags (utm_source, utm_medium, utm_campaign, utm_term and utm_content) of the first page you opened in this tab. Of the linking website we keep only its name, such as google.com, never the full address of the page you came from.',
        'The server adds the date and time, and whether you browse on a phone, a tablet or a computer, read from what your browser says about itself. The same message is sent when you open the quote form, start filling it in, send it successfully, or leave it unfinished, so we can see where the form loses people.',
      ],
    },
    {
      type: 'prose',
      id: 'never-stored',
      eyebrow: 'No cookies',
      title: 'What is never stored',
      paragraphs: [
        'Visit counting sets no cookie and puts no identifier in your browser. Your IP address and your browser details (its user agent) are never stored with a visit. To tell how many different people visited on a given day, the server mixes your IP address, your browser details and this site\'s address with a random key that is made fresh every day, and keeps only the scrambled result. That result cannot be turned back into your address.',
        'Each day\'s key is deleted once the day is over, so visits on two different days can never be linked to one another, not even by us. The page does keep the address and campaign tags of the first page you opened in your browser\'s session storage until you close the tab, so that a quote request can say which page brought you; it holds no identifier and is never sent for counting on its own.',
      ],
    },
    {
      type: 'prose',
      id: 'not-counted',
      eyebrow: 'Opting out',
      title: 'When nothing is counted',
      paragraphs: [
        'If your browser sends Global Privacy Control or Do Not Track, the page sends nothing for counting, and the server ignores any message that carries either signal: your visit leaves no trace in our counts. Many browsers and privacy extensions offer Global Privacy Control as a single setting.',
        'We also leave out visits that are not people reading the site: search engine crawlers and other known bots, pages a browser loads in advance in case you click a link (prefetching), and our own team while they are signed in to the back office. A visit to an address that does not exist on this site is kept once, with only the name of the website that linked to it, so that we can find and fix broken links.',
      ],
    },
    {
      type: 'prose',
      id: 'how-long',
      eyebrow: 'Retention',
      title: 'How long visit data is kept',
      paragraphs: [
        'Single visits are kept for a set number of days, thirty unless we configure a different period, and then deleted for good. Before that, every hour they are added up into totals per page, linking website, campaign, device type and step of the quote form, and those totals are kept. The totals say how many visits and visitors a page had in an hour; they hold nothing about any one person.',
        'The daily key used to count different visitors, and the list of scrambled results of the current day, are deleted as soon as the day is over.',
      ],
    },
    {
      type: 'prose',
      id: 'forms',
      eyebrow: 'Quote requests and applications',
      title: 'What a form you send stores',
      paragraphs: [
        'When you send a quote request, a freight agent inquiry or a carrier application, we store what you typed in the form, with the page that brought you and its campaign tags, so that our team can answer you and learn which pages lead to business. If you start a quote form, fill in at least two fields and then leave it, what you typed so far is saved with the time and your browser details, so that a dispatcher can follow up; sending the quote later marks it as completed.',
        'If this site has Google Analytics turned on, its tag loads a few seconds after the page and follows Google\'s own privacy terms. Visit counting described above works without it and shares nothing with it.',
      ],
      action: { kind: 'link', label: 'Questions? Contact us', href: '/contact-us' },
    },
  ],
};
