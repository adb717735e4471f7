import type { ReactNode } from 'react';
import { ADMIN_PERMISSIONS, type AdminView } from '../../../core/admin.js';
import { ACCOUNT_TEXTS } from '../../../core/admin-accounts.js';
import type { AdminPageData } from '../../../core/admin-pages.js';
import { APPROVED_CLAIMS_TITLE } from '../../../core/approved-claims.js';
import { COMPANY_FACTS_TITLE } from '../../../core/company-facts.js';
import { LEAD_KIND_LABELS } from '../../../core/lead-desk.js';
import { AccountsPage, OwnAccountPage } from '../accounts/account-pages.js';
import { ClaimsPage } from '../claims/claims-page.js';
import { FactsPage } from '../facts/facts-page.js';
import { DashboardPage } from '../leads/dashboard-page.js';
import { ForbiddenPage } from './forbidden-page.js';
import { InboxPage } from '../leads/inbox-page.js';
import { LeadNotFoundPage, LeadPage } from '../leads/lead-page.js';
import { PostEditorPage, PostNotFoundPage, PostsPage } from '../studio/post-pages.js';
import { ResultsPage } from '../results/results-page.js';
import { PageMetaNotFoundPage, PageMetaPage, PagesListPage } from '../pages/page-meta-pages.js';
import { DeniedPage, LoginPage } from '../accounts/login-page.js';
import { SetupInvalidPage, SetupPage } from '../accounts/setup-page.js';

/** What the document needs of an admin page: its title, who is signed in (for the header), its body. */
export interface AdminPageView {
  title: string;
  description: string;
  admin?: AdminView;
  /** A single card (sign-in, setup, denied, forbidden, not found) rather than the desk's full width. */
  narrow?: boolean;
  body: ReactNode;
}

/** The page for each kind of admin page data (docs/product.md#14-admin-area, #21-leads-desk). */
export function adminPageView(page: AdminPageData): AdminPageView {
  switch (page.kind) {
    case 'login':
      return { title: 'Admin sign-in', description: 'Sign in to the leads desk.', narrow: true, body: <LoginPage next={page.next} /> };
    case 'denied':
      return { title: 'Admin access required', description: 'Sign in to the leads desk.', narrow: true, body: <DeniedPage next={page.next} /> };
    case 'dashboard':
      return {
        title: 'Dashboard',
        description: 'The leads desk: what waits, how fast leads are answered, and the content audit.',
        admin: page.admin,
        body: <DashboardPage admin={page.admin} desk={page.desk} audit={page.audit} timeZone={page.timeZone} now={page.now} />,
      };
    case 'inbox':
      return {
        title: 'Leads',
        description: 'Every lead, newest first.',
        admin: page.admin,
        body: (
          <InboxPage
            admin={page.admin}
            filter={page.filter}
            leads={page.leads}
            nextCursor={page.nextCursor}
            sources={page.sources}
            owners={page.owners}
            error={page.error}
            timeZone={page.timeZone}
            now={page.now}
          />
        ),
      };
    case 'lead':
      return {
        title: `${LEAD_KIND_LABELS[page.lead.kind]}: ${page.lead.name}`,
        description: 'One lead: its fields, attribution, notes and timeline.',
        admin: page.admin,
        body: <LeadPage admin={page.admin} lead={page.lead} owners={page.owners} timeZone={page.timeZone} now={page.now} />,
      };
    case 'lead-not-found':
      return { title: 'Lead not found', description: 'There is no lead at this address.', admin: page.admin, narrow: true, body: <LeadNotFoundPage /> };
    case 'setup':
      return {
        title: 'Set up your account',
        description: 'Choose a password for your admin account.',
        narrow: true,
        body: <SetupPage username={page.username} token={page.token} expiresAt={page.expiresAt} timeZone={page.timeZone} />,
      };
    case 'setup-invalid':
      return { title: ACCOUNT_TEXTS.linkInvalid, description: 'Ask an admin for a new setup link.', narrow: true, body: <SetupInvalidPage /> };
    case 'forbidden':
      return {
        title: ADMIN_PERMISSIONS[page.permission].title,
        description: 'This page is not open to your role.',
        admin: page.admin,
        narrow: true,
        body: <ForbiddenPage admin={page.admin} permission={page.permission} />,
      };
    case 'account':
      return {
        title: 'Your account',
        description: 'Your password, where you are signed in, and your two-factor sign-in.',
        admin: page.admin,
        body: <OwnAccountPage account={page.account} timeZone={page.timeZone} now={page.now} />,
      };
    case 'accounts':
      return {
        title: 'Accounts',
        description: 'Who can sign in to the back office: add accounts, change roles, disable, enable and reset them.',
        admin: page.admin,
        body: <AccountsPage admin={page.admin} accounts={page.accounts} timeZone={page.timeZone} now={page.now} />,
      };
    case 'posts':
      return {
        title: 'Posts',
        description: "The blog's posts: write, check and publish them.",
        admin: page.admin,
        body: <PostsPage admin={page.admin} posts={page.posts} state={page.state} timeZone={page.timeZone} now={page.now} />,
      };
    case 'post':
      return {
        title: page.post ? `Post: ${page.post.fields.title}` : 'New post',
        description: 'Write a post, preview it with its checks, and publish it.',
        admin: page.admin,
        body: <PostEditorPage admin={page.admin} post={page.post} timeZone={page.timeZone} />,
      };
    case 'post-not-found':
      return { title: 'Post not found', description: 'There is no post at this address.', admin: page.admin, narrow: true, body: <PostNotFoundPage /> };
    case 'pages':
      return {
        title: 'Pages',
        description: 'The title and meta description of every page in the sitemap.',
        admin: page.admin,
        body: <PagesListPage query={page.query} pages={page.pages} />,
      };
    case 'page-meta':
      return {
        title: `Title and description: ${page.page.path}`,
        description: 'One page’s title and meta description, checked as the content optimizer checks them.',
        admin: page.admin,
        body: <PageMetaPage admin={page.admin} page={page.page} timeZone={page.timeZone} />,
      };
    case 'page-meta-not-found':
      return { title: 'Page not found', description: 'The sitemap has no page at this path.', admin: page.admin, narrow: true, body: <PageMetaNotFoundPage /> };
    case 'results':
      return {
        title: 'Results',
        description: 'Visitors, leads and won business per landing page, source, campaign and referrer.',
        admin: page.admin,
        body: <ResultsPage results={page.results} />,
      };
    case 'claims':
      return {
        title: APPROVED_CLAIMS_TITLE,
        description: 'The marketing claims pages may make, with the figures each allows: approve and remove claims.',
        admin: page.admin,
        body: <ClaimsPage claims={page.claims} canChange={page.canChange} figure={page.figure} timeZone={page.timeZone} />,
      };
    case 'facts':
      return {
        title: COMPANY_FACTS_TITLE,
        description: 'The awards, magazine features and testimonials the pages show: add, change, confirm and remove them.',
        admin: page.admin,
        body: <FactsPage facts={page.facts} canChange={page.canChange} open={page.open} timeZone={page.timeZone} />,
      };
  }
}
