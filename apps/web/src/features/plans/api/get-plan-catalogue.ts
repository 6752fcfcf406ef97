import { PLAN_PATHS } from '@partner-portal/contract/plans-constants';
import type { PlanCatalogue } from '@partner-portal/contract/plans-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planApi } from '../../../lib/http/api-clients';
import { planKeys } from './plan-keys';

/** The plan catalogue: every product by plan code, priced by the server (VAT excluded, VAT given). */
export const getPlanCatalogue = (signal?: AbortSignal) =>
  planApi.get<PlanCatalogue>(PLAN_PATHS.list, { signal });

export const planCatalogueQueryOptions = () =>
  queryOptions({ queryKey: planKeys.catalogue(), queryFn: ({ signal }) => getPlanCatalogue(signal) });

export const usePlanCatalogue = () => useQuery(planCatalogueQueryOptions());
