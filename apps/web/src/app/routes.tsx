/**
 * The one route table: every path of the contract's ROUTES gets its screen here, placed in the
 * layout its metadata names. All screens load lazily; /enter and /login load neither antd nor
 * TanStack Query (the entry-page budget), everything else sits inside the data scope.
 */
import {
  ROUTES,
  PATHS,
  type RouteLayout,
  type RouteMeta,
  type RoutePath,
} from '@partner-portal/contract/routes';
import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';
import { LoginLayout } from './layouts/login-layout';
import { MinimalLayout } from './layouts/minimal-layout';

const MainLayout = lazyScreen(() => import('./layouts/main/main-layout').then((m) => m.MainLayout));
const DataScope = lazyScreen(() => import('./data-scope').then((m) => m.DataScope));

const SCREENS: Record<RoutePath, ComponentType> = {
  [PATHS.enter]: lazyScreen(() => import('../features/enter/enter-page').then((m) => m.EnterPage)),
  [PATHS.login]: lazyScreen(() => import('../features/auth/login-page').then((m) => m.LoginPage)),
  [PATHS.logout]: lazyScreen(() => import('../features/auth/logout-page').then((m) => m.LogoutPage)),
  [PATHS.findId]: lazyScreen(() => import('../features/auth/find-id-page').then((m) => m.FindIdPage)),
  [PATHS.resetPassword]: lazyScreen(() =>
    import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  [PATHS.intro]: lazyScreen(() => import('../features/intro/intro-page').then((m) => m.IntroPage)),
  [PATHS.signUp]: lazyScreen(() => import('../features/signup/signup-page').then((m) => m.SignUpPage)),
  [PATHS.signUpComplete]: lazyScreen(() =>
    import('../features/signup/signup-complete-page').then((m) => m.SignUpCompletePage),
  ),
  [PATHS.hunter]: lazyScreen(() =>
    import('../features/signup/referrer-redirect').then((m) => m.ReferrerRedirect),
  ),
  [PATHS.changePassword]: lazyScreen(() =>
    import('../features/mypage/change-password-page').then((m) => m.ChangePasswordPage),
  ),
  [PATHS.withdrawal]: lazyScreen(() =>
    import('../features/mypage/withdrawal-page').then((m) => m.WithdrawalPage),
  ),
  [PATHS.notificationSettings]: lazyScreen(() =>
    import('../features/notifications/settings/notification-settings-page').then(
      (m) => m.NotificationSettingsPage,
    ),
  ),
  [PATHS.termsPrivacy]: lazyScreen(() =>
    import('../features/terms/terms-pages').then((m) => m.PrivacyPolicyPage),
  ),
  [PATHS.termsService]: lazyScreen(() =>
    import('../features/terms/terms-pages').then((m) => m.ServiceTermsPage),
  ),
  [PATHS.notFound]: lazyScreen(() =>
    import('../features/not-found/not-found-page').then((m) => m.NotFoundPage),
  ),
  [PATHS.redirect]: lazyScreen(() => import('./redirect-page').then((m) => m.RedirectPage)),
  [PATHS.productNew]: lazyScreen(() => import('../features/cases/case-form-page').then((m) => m.NewCasePage)),
  [PATHS.productEdit]: lazyScreen(() =>
    import('../features/cases/case-form-page').then((m) => m.EditCasePage),
  ),
  [PATHS.productList]: lazyScreen(() =>
    import('../features/cases/case-list-page').then((m) => m.CaseListPage),
  ),
  [PATHS.productDetail]: lazyScreen(() =>
    import('../features/cases/case-detail-page').then((m) => m.CaseDetailPage),
  ),
  [PATHS.paymentPlan]: lazyScreen(() =>
    import('../features/plans/payment-plan-page').then((m) => m.PaymentPlanPage),
  ),
  [PATHS.paymentPlanDetail]: lazyScreen(() =>
    import('../features/plans/plan-detail-page').then((m) => m.PlanDetailPage),
  ),
  [PATHS.payment]: lazyScreen(() => import('../features/orders/payment-page').then((m) => m.PaymentPage)),
  [PATHS.paymentComplete]: lazyScreen(() =>
    import('../features/orders/payment-complete-page').then((m) => m.PaymentCompletePage),
  ),
  [PATHS.regularPayment]: lazyScreen(() =>
    import('../features/subscriptions/regular-payment-page').then((m) => m.RegularPaymentPage),
  ),
  [PATHS.regularPaymentRegistration]: lazyScreen(() =>
    import('../features/subscriptions/card-registration-page').then((m) => m.CardRegistrationPage),
  ),
  [PATHS.paymentHistoryList]: lazyScreen(() =>
    import('../features/orders/payment-history-page').then((m) => m.PaymentHistoryPage),
  ),
  [PATHS.paymentHistoryDetail]: lazyScreen(() =>
    import('../features/orders/payment-detail-page').then((m) => m.PaymentDetailPage),
  ),
  [PATHS.taxInvoices]: lazyScreen(() =>
    import('../features/orders/tax-documents/tax-invoices-page').then((m) => m.TaxInvoicesPage),
  ),
  [PATHS.notifications]: lazyScreen(() =>
    import('../features/notifications/inbox-page').then((m) => m.InboxPage),
  ),
  [PATHS.leads]: lazyScreen(() => import('../features/leads/lead-inbox-page').then((m) => m.LeadInboxPage)),
  [PATHS.leadDetail]: lazyScreen(() =>
    import('../features/leads/lead-detail-page').then((m) => m.LeadDetailPage),
  ),
  [PATHS.quotes]: lazyScreen(() => import('../features/quotes/quote-list-screen').then((m) => m.default)),
  [PATHS.quoteNew]: lazyScreen(() => import('../features/quotes/quote-editor-screen').then((m) => m.default)),
  [PATHS.quoteDetail]: lazyScreen(() =>
    import('../features/quotes/quote-detail-screen').then((m) => m.default),
  ),
  [PATHS.publicQuote]: lazyScreen(() =>
    import('../features/quotes/public-quote-page').then((m) => m.default),
  ),
  [PATHS.notice]: lazyScreen(() =>
    import('../features/notices/notice-list-page').then((m) => m.NoticeListPage),
  ),
  [PATHS.noticeView]: lazyScreen(() =>
    import('../features/notices/notice-list-page').then((m) => m.NoticeListPage),
  ),
  [PATHS.event]: lazyScreen(() => import('../features/events/event-list-page').then((m) => m.EventListPage)),
  [PATHS.eventDetail]: lazyScreen(() =>
    import('../features/events/event-detail-page').then((m) => m.EventDetailPage),
  ),
  [PATHS.installmentFreePopup]: lazyScreen(() =>
    import('../features/orders/installment-free-page').then((m) => m.InstallmentFreePage),
  ),
  [PATHS.promotion]: lazyScreen(() =>
    import('../features/promotion/promotion-page').then((m) => m.PromotionPage),
  ),
  [PATHS.agreeProduct]: lazyScreen(() =>
    import('../features/terms/agree-product-page').then((m) => m.AgreeProductPage),
  ),
  [PATHS.myInfo]: lazyScreen(() => import('../features/mypage/my-info-page').then((m) => m.MyInfoPage)),
  [PATHS.myInfoApp]: lazyScreen(() =>
    import('../features/mypage/my-info-app-page').then((m) => m.MyInfoAppPage),
  ),
  [PATHS.myPlan]: lazyScreen(() => import('../features/orders/my-plan-page').then((m) => m.MyPlanPage)),
  [PATHS.niceLoad]: lazyScreen(() =>
    import('../features/identity/nice-load-page').then((m) => m.NiceLoadPage),
  ),
  [PATHS.niceSuccess]: lazyScreen(() =>
    import('../features/identity/nice-success-page').then((m) => m.NiceSuccessPage),
  ),
  [PATHS.niceFail]: lazyScreen(() =>
    import('../features/identity/nice-fail-page').then((m) => m.NiceFailPage),
  ),
  [PATHS.serviceInspection]: lazyScreen(() =>
    import('../features/inspection/inspection-page').then((m) => m.InspectionPage),
  ),
};

const LAYOUTS: Record<Exclude<RouteLayout, 'none'>, ComponentType> = {
  main: MainLayout,
  minimal: MinimalLayout,
  login: LoginLayout,
};

const ENTRY_PATHS: readonly RoutePath[] = [PATHS.enter, PATHS.login];

function routesByLayout(routes: readonly RouteMeta[]): RouteObject[] {
  const screen = (route: RouteMeta): RouteObject => ({
    path: route.path,
    element: createElement(SCREENS[route.path]),
  });
  const bare = routes.filter((route) => route.layout === 'none').map(screen);
  const framed = (Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[]).flatMap((layout) => {
    const children = routes.filter((route) => route.layout === layout).map(screen);
    return children.length ? [{ element: createElement(LAYOUTS[layout]), children }] : [];
  });
  return [...framed, ...bare];
}

export const appRoutes: RouteObject[] = [
  ...routesByLayout(ROUTES.filter((route) => ENTRY_PATHS.includes(route.path))),
  {
    element: createElement(DataScope),
    children: routesByLayout(ROUTES.filter((route) => !ENTRY_PATHS.includes(route.path))),
  },
];
