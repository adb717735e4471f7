import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, UseGuards } from '@nestjs/common';
import type { AccountRowView, SetupLinkView } from '../../core/admin-accounts.js';
import { EmptyBodyDto } from '../common/empty-body.dto.js';
import { RequestValidationError } from '../common/request-validation.js';
import { accountRow } from './account-row.js';
import { AdminAccounts } from './admin-accounts.js';
import { AdminAuthGuard, AdminCan, CurrentAdmin } from './admin-auth.guard.js';
import type { AdminPrincipal } from './admin-auth.js';
import { AccountChangeDto, NewAccountDto, OnDutyDto } from './dto/account.dto.js';

/**
 * The team's accounts, for admins (docs/product.md#14-admin-area): list, add, change, disable, reset. A
 * refused change is an AccountError, answered by the global filter (400 naming the field, 404, 409, 422).
 */
@Controller('api/admin/accounts')
@UseGuards(AdminAuthGuard)
@AdminCan('accounts')
export class AccountsController {
  constructor(private readonly accounts: AdminAccounts) {}

  @Get()
  async list(): Promise<{ success: true; accounts: AccountRowView[] }> {
    return { success: true, accounts: (await this.accounts.list()).map(accountRow) };
  }

  /** 201 with the account and its setup link, shown this once. */
  @Post()
  async add(@Body() dto: NewAccountDto, @CurrentAdmin() me: AdminPrincipal): Promise<{ success: true; account: AccountRowView; setupLink: SetupLinkView }> {
    const added = await this.accounts.add(dto.username, dto.role, me.username);
    return { success: true, account: accountRow(added.account), setupLink: added.setupLink };
  }

  /** `{role}` or `{disabled}`: one change a request. */
  @Patch(':username')
  async change(@Param('username') username: string, @Body() dto: AccountChangeDto, @CurrentAdmin() me: AdminPrincipal): Promise<{ success: true; account: AccountRowView }> {
    const given = [dto.role, dto.disabled].filter((value) => value !== undefined).length;
    if (given !== 1) throw new RequestValidationError({ role: 'send either role or disabled' });
    if (dto.role !== undefined) await this.accounts.setRole(username, dto.role, me.username);
    else await this.accounts.setDisabled(username, dto.disabled!, me.username);
    return { success: true, account: accountRow(await this.accounts.summary(username)) };
  }

  /** Puts an account on duty or off it; 422 for a disabled account or a role that cannot own leads. */
  @Put(':username/on-duty')
  async onDuty(@Param('username') username: string, @Body() dto: OnDutyDto, @CurrentAdmin() me: AdminPrincipal): Promise<{ success: true; account: AccountRowView }> {
    await this.accounts.setOnDuty(username, dto.onDuty, me.username);
    return { success: true, account: accountRow(await this.accounts.summary(username)) };
  }

  /** Clears the password and two-factor, ends every session, and answers a new setup link. */
  @Post(':username/reset')
  @HttpCode(200)
  async reset(@Param('username') username: string, @Body() _body: EmptyBodyDto, @CurrentAdmin() me: AdminPrincipal): Promise<{ success: true; account: AccountRowView; setupLink: SetupLinkView }> {
    const reset = await this.accounts.reset(username, me.username);
    return { success: true, account: accountRow(reset.account), setupLink: reset.setupLink };
  }
}
