import { Injectable } from '@nestjs/common';
import type { FactKind, PublicFactView } from '../../core/company-facts.js';
import type { CityView, FormerPostView, PageDataPort, PageMetaOverrideView, PostSummaryView, PostView } from '../../core/render-contract.js';

/** The part of the port the city feature answers. */
export type CityReader = Pick<PageDataPort, 'cities' | 'city'>;
/** The part of the port the blog feature answers. */
export type BlogReader = Pick<PageDataPort, 'posts' | 'post' | 'formerPost'>;
/** The part of the port the studio's page titles answer. */
export type PageMetaReader = Pick<PageDataPort, 'pageMeta'>;
/** The part of the port the company facts answer. */
export type CompanyFactsReader = Pick<PageDataPort, 'companyFacts'>;

/**
 * The page-data port the views render with (docs/product.md#15-how-pages-and-assets-are-served). The
 * render module owns it and the feature modules plug their readers in when they start (the city module
 * its cities, the blog module its posts), so the render module depends on no feature and no feature on
 * the views. Asking for data no feature provides is a programming error: the page answers 500.
 */
@Injectable()
export class PageData implements PageDataPort {
  private cityReader?: CityReader;
  private blogReader?: BlogReader;
  private pageMetaReader?: PageMetaReader;
  private factsReader?: CompanyFactsReader;

  provideCities(reader: CityReader): void {
    this.cityReader = reader;
  }

  provideBlog(reader: BlogReader): void {
    this.blogReader = reader;
  }

  providePageMeta(reader: PageMetaReader): void {
    this.pageMetaReader = reader;
  }

  provideCompanyFacts(reader: CompanyFactsReader): void {
    this.factsReader = reader;
  }

  async cities(): Promise<CityView[]> {
    return this.require(this.cityReader, 'cities').cities();
  }

  async city(urlPath: string): Promise<CityView | null> {
    return this.require(this.cityReader, 'cities').city(urlPath);
  }

  async posts(category?: string): Promise<PostSummaryView[]> {
    return this.require(this.blogReader, 'posts').posts(category);
  }

  async post(slug: string): Promise<PostView | null> {
    return this.require(this.blogReader, 'posts').post(slug);
  }

  async formerPost(slug: string): Promise<FormerPostView | null> {
    return this.require(this.blogReader, 'posts').formerPost(slug);
  }

  async pageMeta(path: string): Promise<PageMetaOverrideView | null> {
    return this.require(this.pageMetaReader, 'page titles').pageMeta(path);
  }

  async companyFacts<K extends FactKind>(kind: K): Promise<PublicFactView<K>[]> {
    return this.require(this.factsReader, 'company facts').companyFacts(kind);
  }

  private require<T>(reader: T | undefined, what: string): T {
    if (!reader) throw new Error(`No feature module provides ${what} to the pages`);
    return reader;
  }
}
