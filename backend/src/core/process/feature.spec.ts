import { Controller, Injectable, Module } from '@nestjs/common';
import { feature, modulesFor } from './feature';

@Injectable()
class Service {}
@Controller()
class Routes {}
@Injectable()
class Processor {}
@Module({ providers: [Service], exports: [Service] })
class ThingsModule {}
@Module({})
class AdminModule {}

const names = (modules: ReturnType<typeof modulesFor>) =>
  modules.map((m) => ('module' in m ? m.module : m).name);

describe('feature', () => {
  const things = feature(ThingsModule, {
    api: { controllers: [Routes] },
    workers: { providers: [Processor] },
  });
  const admin = feature(AdminModule, { loadedBy: ['api'], api: { controllers: [Routes] } });

  it('loads the domain module and, per part the process runs, what that part adds', () => {
    const both = { api: true, workers: true };
    expect(names(modulesFor([things, admin], both))).toEqual([
      'ThingsModule',
      'ThingsApiModule',
      'ThingsWorkersModule',
      'AdminModule',
      'AdminApiModule',
    ]);
    expect(names(modulesFor([things, admin], { api: true, workers: false }))).toEqual([
      'ThingsModule',
      'ThingsApiModule',
      'AdminModule',
      'AdminApiModule',
    ]);
    expect(names(modulesFor([things, admin], { api: false, workers: true }))).toEqual([
      'ThingsModule',
      'ThingsWorkersModule',
    ]);
  });

  it("gives each part a module of its own that imports the domain's", () => {
    const api = things.parts.api!;
    expect(Reflect.getMetadata('imports', api)).toEqual([ThingsModule]);
    expect(Reflect.getMetadata('controllers', api)).toEqual([Routes]);
    expect(Reflect.getMetadata('providers', things.parts.workers!)).toEqual([Processor]);
  });

  it('refuses parts for a process part that does not load the domain', () => {
    expect(() =>
      feature(AdminModule, { loadedBy: ['api'], workers: { providers: [Processor] } }),
    ).toThrow('Admin lists workers parts but is not loaded by workers.');
  });
});
