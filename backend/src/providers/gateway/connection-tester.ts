import { Injectable } from '@nestjs/common';
import type { ConnectionTestDto } from '../dto/provider.dto';
import type { Provider } from '../entities/provider.entity';
import { PROVIDER_CALL_ERRORS, PROVIDER_ERRORS } from '../providers.errors';
import { ProvidersService } from '../providers.service';
import type { AuthUser } from '../../core/access/auth-user';
import type { CallPrices } from '../usage/usage-ledger';
import { ProviderCallError } from './provider-call-error';
import { ProviderGateway, type CallTargetService } from './provider-gateway.service';

const TEST_TIMEOUT_MS = 20_000;

/**
 * Test connection: a one-token completion or a one-word translation, answering with the latency,
 * or the failure in plain words and the provider's own (key scrubbed). Works on switched-off
 * providers and services too: that is how one checks them before switching them on.
 */
@Injectable()
export class ConnectionTester {
  constructor(
    private readonly providers: ProvidersService,
    private readonly gateway: ProviderGateway,
  ) {}

  async testService(serviceId: number, user?: AuthUser): Promise<ConnectionTestDto> {
    const service = await this.providers.foundService(serviceId);
    return this.run(service.provider, service, user);
  }

  async testProvider(id: number, user?: AuthUser): Promise<ConnectionTestDto> {
    const provider = await this.providers.found(id);
    const page = await this.providers.listServices(null, {
      providerId: id,
      page: 1,
      perPage: 100,
      sortBy: 'name',
      sortDir: 'asc',
    });
    const service = page.data.find((s) => s.active) ?? page.data[0];
    if (!service && provider.type === 'ai') {
      return {
        ok: false,
        latencyMs: 0,
        code: PROVIDER_ERRORS.noService.code,
        message: PROVIDER_ERRORS.noService.message,
      };
    }
    return this.run(provider, service ?? null, user);
  }

  private async run(
    provider: Provider,
    service: CallTargetService | null,
    user?: AuthUser,
  ): Promise<ConnectionTestDto> {
    const target = await this.gateway.targetOf(provider, service);
    const started = performance.now();
    const context = {
      purpose: 'test' as const,
      userId: user?.id ?? null,
      accountId: user?.accountId ?? null,
    };
    const prices =
      service && 'priceInputPerMillion' in service ? (service as unknown as CallPrices) : null;
    try {
      if (provider.type === 'ai') {
        const result = await this.gateway.recorded(target, context, prices, () =>
          this.gateway.calls.complete(target, {
            prompt: 'Reply with the single word OK.',
            maxTokens: 1,
            timeoutMs: TEST_TIMEOUT_MS,
          }),
        );
        return { ok: true, latencyMs: result.latencyMs, model: result.model };
      }
      const result = await this.gateway.recorded(target, context, prices, () =>
        this.gateway.calls.translate(target, {
          texts: ['Hello'],
          target: provider.protocol === 'deepl' ? 'DE' : 'de',
          timeoutMs: TEST_TIMEOUT_MS,
        }),
      );
      return {
        ok: true,
        latencyMs: result.latencyMs,
        ...(service ? { model: service.model } : {}),
      };
    } catch (error) {
      const latencyMs = Math.round(performance.now() - started);
      if (error instanceof ProviderCallError) {
        return {
          ok: false,
          latencyMs,
          code: error.code,
          message: PROVIDER_CALL_ERRORS[error.reason].message,
          ...(error.providerDetail ? { detail: error.providerDetail } : {}),
        };
      }
      throw error;
    }
  }
}
