// The home page's data and the showcase gallery.
import type * as home from '../home';
import type * as showcase from '../showcase';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof home & typeof showcase> = defineOperation;

export const getHome = operation('GET', '/api/home', { response: 'homeResponseSchema' });
export const listShowcase = operation('GET', '/api/showcase', { response: 'showcaseListResponseSchema' });
