/** Partnership inquiries from /enter. */
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const inquiries = pgTable('partnership_inquiries', {
  inquiryNo: serial('inquiry_no').primaryKey(),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  phoneNo: text('phone_no').notNull(),
  email: text('email'),
  region: text('region').notNull(),
  message: text('message').notNull(),
  status: text('status', { enum: ['new', 'contacted', 'closed'] })
    .notNull()
    .default('new'),
  createdAt: createdAt(),
});
