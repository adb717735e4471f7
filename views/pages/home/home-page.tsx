import type { PublicFactView } from '../../../core/company-facts.js';
import type { PostSummaryView } from '../../../core/render-contract.js';
import { ogImage, ogImageUrl } from '../../app/og-image.js';
import { definePage, type PageProps } from '../../app/page.js';
import { homeMeta } from '../../content/home.js';
import { AwardsSection } from './awards-section.js';
import { BlogTeaserSection } from './blog-teaser-section.js';
import { ContactSection } from './contact-section.js';
import { HeroSection } from './hero-section.js';
import { HomeQuickNav } from './home-quick-nav.js';
import { homeStructuredData } from './home-structured-data.js';
import { MagazineSection } from './magazine-section.js';
import { PerformanceSection } from './performance-section.js';
import { ServicesSection } from './services-section.js';
import { StateCardsSection } from './state-cards-section.js';
import { TrustSection } from './trust-section.js';
import { WhatWeDoSection } from './what-we-do-section.js';

interface HomeData {
  /** The newest posts, for the blog teaser. */
  posts: PostSummaryView[];
  /** The company facts the awards carousel and the magazine block show (docs/product.md#253-company-facts). */
  awards: PublicFactView<'award'>[];
  features: PublicFactView<'feature'>[];
}

/** The home page, in the order of docs/product.md#2-pages-and-routes. */
function HomePage({ data }: PageProps<HomeData>) {
  return (
    <>
      <HeroSection />
      <WhatWeDoSection />
      <PerformanceSection />
      <TrustSection />
      <BlogTeaserSection posts={data.posts} />
      <AwardsSection awards={data.awards} />
      <MagazineSection features={data.features} />
      <ServicesSection />
      <StateCardsSection />
      <ContactSection />
      <HomeQuickNav />
    </>
  );
}

export const homePage = definePage<HomeData>({
  load: async (_params, data) => {
    const [posts, awards, features] = await Promise.all([data.posts(), data.companyFacts('award'), data.companyFacts('feature')]);
    return { posts: posts.slice(0, 3), awards, features };
  },
  component: HomePage,
  meta: (context) => {
    const { assets } = context;
    return {
      title: homeMeta.title,
      description: homeMeta.description,
      path: '/',
      keywords: homeMeta.keywords,
      image: ogImage(assets, homeMeta.imageAlt),
      jsonLd: homeStructuredData(context.site, { logo: assets.images['logo-mark.svg'], image: ogImageUrl(assets) }),
    };
  },
});
