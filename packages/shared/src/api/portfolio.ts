// A creator's portfolio: items, uploads, order.
import type * as http from '../http';
import type * as portfolio from '../portfolio';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof portfolio & typeof http> = defineOperation;

export const listPortfolio = operation('GET', '/api/profiles/:id/portfolio', {
  response: 'portfolioListSchema',
});
export const addPortfolioLink = operation('POST', '/api/profiles/:id/portfolio', {
  body: 'portfolioItemInputSchema',
  response: 'portfolioItemSchema',
});
export const uploadPortfolioImage = operation('POST', '/api/profiles/:id/portfolio/image', {
  multipart: true,
  response: 'portfolioItemSchema',
});
export const uploadPortfolioVideo = operation('POST', '/api/profiles/:id/portfolio/video', {
  multipart: true,
  response: 'portfolioItemSchema',
});
export const replacePoster = operation('POST', '/api/portfolio/:itemId/poster', {
  multipart: true,
  response: 'portfolioItemSchema',
});
export const reorderPortfolio = operation('PUT', '/api/profiles/:id/portfolio/order', {
  body: 'portfolioOrderSchema',
  response: 'portfolioListSchema',
});
export const updatePortfolioItem = operation('PATCH', '/api/portfolio/:itemId', {
  body: 'portfolioItemUpdateSchema',
  response: 'portfolioItemSchema',
});
export const deletePortfolioItem = operation('DELETE', '/api/portfolio/:itemId', {
  response: 'okResponseSchema',
});
