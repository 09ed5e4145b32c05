// ODOO_PROTOCOL: "xmlrpc", "json2", or "auto", which asks the server's version once and picks JSON-2 from
// Odoo 19 on (where XML-RPC is deprecated) and XML-RPC before (where JSON-2 does not exist). The version
// comes from XML-RPC's common.version, or from /web/version when the XML-RPC endpoint is gone (Odoo 22+).
import { Json2Transport } from './json2-transport';
import { OdooError } from './odoo-errors';
import { type OdooEndpoint, type OdooParams, type OdooTransport, type OdooVersionInfo } from './odoo-transport';
import { XmlRpcTransport, type XmlRpcTransportConfig } from './xmlrpc-transport';

export const odooProtocols = ['auto', 'xmlrpc', 'json2'] as const;
export type OdooProtocol = (typeof odooProtocols)[number];

/** The first Odoo series that has JSON-2. */
export const JSON2_FROM_MAJOR = 19;

export function createTransport(config: XmlRpcTransportConfig, protocol: OdooProtocol): OdooTransport {
  if (protocol === 'xmlrpc') return new XmlRpcTransport(config);
  if (protocol === 'json2') return new Json2Transport(config);
  return new AutoTransport(config);
}

/** Major of a server_serie such as "17.0", "19.0" or "saas~18.3"; null when unreadable. */
export function serieMajor(serie: string): number | null {
  const match = /(\d+)\.\d+/.exec(serie);
  return match ? Number(match[1]) : null;
}

class AutoTransport implements OdooTransport {
  readonly endpoint: OdooEndpoint;
  private chosen: OdooTransport | null = null;
  private detecting: Promise<{ transport: OdooTransport; info: OdooVersionInfo }> | null = null;
  private readonly xmlrpc: XmlRpcTransport;
  private readonly json2: Json2Transport;

  constructor(config: XmlRpcTransportConfig) {
    this.xmlrpc = new XmlRpcTransport(config);
    this.json2 = new Json2Transport(config);
    this.endpoint = this.xmlrpc.endpoint;
  }

  get protocol(): string {
    return this.chosen?.protocol ?? 'auto';
  }

  async version(): Promise<OdooVersionInfo> {
    return (await this.detect()).info;
  }

  async authenticate(): Promise<number | false> {
    return (await this.transport()).authenticate();
  }

  async call<T = unknown>(model: string, method: string, params?: OdooParams): Promise<T> {
    return (await this.transport()).call<T>(model, method, params);
  }

  private async transport(): Promise<OdooTransport> {
    return this.chosen ?? (await this.detect()).transport;
  }

  /** Once per process (a failed detection is asked again next time). */
  private detect(): Promise<{ transport: OdooTransport; info: OdooVersionInfo }> {
    this.detecting ??= (async () => {
      let info: OdooVersionInfo;
      try {
        info = await this.xmlrpc.version();
      } catch (error) {
        if (!(error instanceof OdooError) || error.code !== 'not_found') throw error;
        info = await this.json2.version();
      }
      const major = serieMajor(String(info.server_serie ?? ''));
      const transport = major !== null && major >= JSON2_FROM_MAJOR ? this.json2 : this.xmlrpc;
      this.chosen = transport;
      return { transport, info };
    })().catch((error: unknown) => {
      this.detecting = null;
      throw error;
    });
    return this.detecting;
  }
}
