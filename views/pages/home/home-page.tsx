import type { PageDefinition } from '../../app/page.js';
import { homeMeta } from '../../content/home.js';
import { ContactSection } from './contact-section.js';
import { HeroSection } from './hero-section.js';
import { homeStructuredData } from './home-structured-data.js';
import { ServicesSection } from './services-section.js';

function HomePage() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <ContactSection />
    </>
  );
}

const OG_IMAGE = { name: 'og-default.png', width: 1200, height: 630 } as const;

export const homePage: PageDefinition = {
  component: HomePage,
  meta: (context) => {
    const { images } = context.assets;
    const ogImage = images[OG_IMAGE.name];
    return {
      title: homeMeta.title,
      description: homeMeta.description,
      path: '/',
      keywords: homeMeta.keywords,
      image: ogImage ? { url: ogImage, alt: homeMeta.imageAlt, width: OG_IMAGE.width, height: OG_IMAGE.height } : undefined,
      jsonLd: homeStructuredData(context.site, { logo: images['logo-mark.svg'], image: ogImage }),
    };
  },
};
