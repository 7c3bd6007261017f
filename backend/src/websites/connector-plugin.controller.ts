import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CheckAbility } from '../core/access/decorators';
import { connectorPluginZip } from '../wordpress/connector';

/**
 * The ai multisite connector plugin, for whoever connects websites: uploaded under Plugins → Add
 * New → Upload Plugin, it lets verbatim copies name their source as canonical without Yoast.
 */
@ApiTags('websites')
@Controller('connector-plugin')
export class ConnectorPluginController {
  @Get()
  @CheckAbility('read', 'website')
  @Header('Content-Type', 'application/zip')
  @Header('Content-Disposition', 'attachment; filename="ai-multisite-connector.zip"')
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description: 'The WordPress plugin, zipped for "Upload Plugin"',
    schema: { type: 'string', format: 'binary' },
  })
  download(): StreamableFile {
    return new StreamableFile(connectorPluginZip().data);
  }
}
