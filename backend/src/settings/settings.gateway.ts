import { WebSocketGateway, type OnGatewayConnection } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { SettingsService } from './settings.service';

/** Tells each new socket the current info version, so a browser with a stale cache refreshes it. */
@WebSocketGateway({ path: '/socket.io', cors: false })
export class SettingsGateway implements OnGatewayConnection {
  constructor(private readonly settings: SettingsService) {}

  async handleConnection(socket: Socket) {
    const { version } = await this.settings.current();
    socket.emit('app.info.version', { version });
  }
}
