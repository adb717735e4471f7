/** The error page (docs/product.md#2-pages-and-routes): 500 for a fault on our side, 503 while the database is down. */
export const errorPageCopy = {
  500: {
    eyebrow: 'Error 500',
    title: 'Something went wrong on our side',
    text: 'This page could not be shown just now. Dispatch is answering 24/7/365: call and a person will take your shipment details and quote it.',
    metaTitle: 'Something went wrong',
  },
  503: {
    eyebrow: 'Error 503',
    title: 'We will be right back',
    text: 'The site is briefly unavailable. Dispatch is answering 24/7/365: call and a person will take your shipment details and quote it.',
    metaTitle: 'Briefly unavailable',
  },
  homeLabel: 'Return Home',
  referenceLabel: 'Reference for support:',
} as const;
