import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CHECKOUT_RETURN } from '@shared/checkout-return.ts';
import { INVOICE_LINKS } from '@shared/invoice-links.ts';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { accountCampaign, accountCampaignReport, accountInvoice } from '@/config/account-paths';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import {
  AccountCampaignList,
  AccountCampaignView,
  AccountGate,
  AccountHeader,
  AccountShell,
  accountKeys,
  CAMPAIGN_LIST_TEXT,
  CAMPAIGN_VIEW_TEXT,
  useAccountCampaign,
  type AccountViewer,
  type SignedInViewer,
} from '@/features/account';
import { AccountArtworkSection } from '@/features/artwork';
import { useSignOut } from '@/features/auth/api/sign-out';
import { AccountInvoicesSection, InvoicePage, InvoicePayLinkPage } from '@/features/invoices';
import { AccountPaymentSection, CheckoutReturnPage } from '@/features/payments';
import { AccountProofSection, ProofReportPage } from '@/features/proof';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isAdminEmail } from '@/features/auth/lib/sign-in-messages';

// The advertiser's area, one lazy chunk for /account and everything under it
// (public pages never import it). The auth provider is mounted here, as on
// the admin's routes, so no public page loads auth code.

export const ACCOUNT_ROUTE_TEXT = {
  title: `Your Account | ${site.name}`,
  description: 'Advertisers sign in with an e-mailed link or code to follow their billboard campaigns.',
  campaignTitle: `Your Campaign | ${site.name}`,
  reportTitle: `Proof of Play Report | ${site.name}`,
  invoiceTitle: `Invoice | ${site.name}`,
  paymentTitle: `Your Payment | ${site.name}`,
  payInvoiceTitle: `Pay Your Invoice | ${site.name}`,
} as const;

/** Stripe Checkout's return page, as a path under /account (the deposit function makes its full URL). */
const CHECKOUT_RETURN_ROUTE = CHECKOUT_RETURN.path.slice(`${paths.account}/`.length);

/** An invoice e-mail's pay link, as a path under /account (the e-mail makes its full URL). */
const PAY_LINK_ROUTE = `${INVOICE_LINKS.payPath.slice(`${paths.account}/`.length)}/:token`;

function useViewer(): AccountViewer {
  const auth = useAuth();
  if (auth.status !== 'signedIn') return { status: auth.status };
  const email = auth.user.email ?? '';
  return { status: 'signedIn', userId: auth.user.id, email, isAdmin: isAdminEmail(email, env.VITE_ADMIN_EMAIL) };
}

function useSignOutToAccount() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    pending: signOut.isPending,
    run: () =>
      signOut.mutate(undefined, {
        onSettled: () => {
          // Nothing of this advertiser's stays in memory for the next one at this browser.
          queryClient.removeQueries({ queryKey: accountKeys.all });
          navigate(paths.account, { replace: true });
        },
      }),
  };
}

function AccountHome({ viewer }: { viewer: SignedInViewer }) {
  const signOut = useSignOutToAccount();
  return (
    <>
      <AccountHeader title={CAMPAIGN_LIST_TEXT.heading} email={viewer.email} onSignOut={signOut.run} signingOut={signOut.pending} />
      <AccountCampaignList userId={viewer.userId} />
    </>
  );
}

function AccountCampaign({ viewer }: { viewer: SignedInViewer }) {
  const id = useParams().id ?? '';
  const signOut = useSignOutToAccount();
  return (
    <>
      <AccountHeader title="Your campaign" email={viewer.email} onSignOut={signOut.run} signingOut={signOut.pending} />
      <AccountCampaignView
        userId={viewer.userId}
        campaignId={id}
        sections={
          <>
            <AccountPaymentSection campaignId={id} />
            <AccountArtworkSection campaignId={id} />
            <AccountProofSection campaignId={id} />
            <AccountInvoicesSection campaignId={id} />
          </>
        }
      />
    </>
  );
}

function AccountRoutes() {
  const viewer = useViewer();
  return (
    <Routes>
      <Route
        index
        element={
          <>
            <Seo title={ACCOUNT_ROUTE_TEXT.title} description={ACCOUNT_ROUTE_TEXT.description} path={paths.account} noindex />
            <AccountGate viewer={viewer}>{(signedIn) => <AccountHome viewer={signedIn} />}</AccountGate>
          </>
        }
      />
      <Route path="campaigns/:id" element={<AccountCampaignPage viewer={viewer} />} />
      <Route path="campaigns/:id/report" element={<AccountReportPage viewer={viewer} />} />
      <Route path="invoices/:invoiceId" element={<AccountInvoicePage viewer={viewer} />} />
      <Route path={CHECKOUT_RETURN_ROUTE} element={<AccountCheckoutReturnPage viewer={viewer} />} />
      <Route path={PAY_LINK_ROUTE} element={<AccountPayLinkPage />} />
      <Route path="*" element={<Navigate to={paths.account} replace />} />
    </Routes>
  );
}

function AccountCampaignPage({ viewer }: { viewer: AccountViewer }) {
  const id = useParams().id ?? '';
  // The same read as the page's own (one request): the trail names the campaign, never its id.
  const signedIn = viewer.status === 'signedIn' && !viewer.isAdmin ? viewer : null;
  const campaign = useAccountCampaign(signedIn?.userId ?? '', id, signedIn !== null);
  return (
    <>
      <Seo
        title={ACCOUNT_ROUTE_TEXT.campaignTitle}
        description={ACCOUNT_ROUTE_TEXT.description}
        path={accountCampaign(id)}
        noindex
        breadcrumbLabel={campaign.data ? CAMPAIGN_VIEW_TEXT.crumb(campaign.data) : CAMPAIGN_VIEW_TEXT.crumbLoading}
      />
      <AccountGate viewer={viewer}>{(signedIn) => <AccountCampaign viewer={signedIn} />}</AccountGate>
    </>
  );
}

function AccountReportPage({ viewer }: { viewer: AccountViewer }) {
  const id = useParams().id ?? '';
  return (
    <>
      <Seo
        title={ACCOUNT_ROUTE_TEXT.reportTitle}
        description={ACCOUNT_ROUTE_TEXT.description}
        path={accountCampaignReport(id)}
        noindex
        breadcrumbLabel="Report"
      />
      <AccountGate viewer={viewer}>{() => <ProofReportPage />}</AccountGate>
    </>
  );
}

function AccountInvoicePage({ viewer }: { viewer: AccountViewer }) {
  const id = useParams().invoiceId ?? '';
  return (
    <>
      <Seo title={ACCOUNT_ROUTE_TEXT.invoiceTitle} description={ACCOUNT_ROUTE_TEXT.description} path={accountInvoice(id)} noindex breadcrumbLabel="Invoice" />
      <AccountGate viewer={viewer}>{() => <InvoicePage />}</AccountGate>
    </>
  );
}

/** Back from Stripe Checkout: the payment, signed in or not (the session's id in the URL proves it, not a sign-in). */
function AccountCheckoutReturnPage({ viewer }: { viewer: AccountViewer }) {
  const [params] = useSearchParams();
  return (
    <>
      <Seo title={ACCOUNT_ROUTE_TEXT.paymentTitle} description={ACCOUNT_ROUTE_TEXT.description} path={CHECKOUT_RETURN.path} noindex breadcrumbLabel="Payment" />
      <AccountShell>
        <CheckoutReturnPage sessionId={params.get(CHECKOUT_RETURN.sessionParam) ?? ''} viewer={viewer.status} />
      </AccountShell>
    </>
  );
}

/** An invoice e-mail's pay link: the invoice and its pay button, signed in or not (the link's token proves it). */
function AccountPayLinkPage() {
  const token = useParams().token ?? '';
  return (
    <>
      <Seo title={ACCOUNT_ROUTE_TEXT.payInvoiceTitle} description={ACCOUNT_ROUTE_TEXT.description} path={INVOICE_LINKS.payPath} noindex breadcrumbLabel="Pay" />
      <AccountShell>
        <InvoicePayLinkPage token={token} />
      </AccountShell>
    </>
  );
}

export function Component() {
  return (
    <AuthProvider>
      <AccountRoutes />
    </AuthProvider>
  );
}
