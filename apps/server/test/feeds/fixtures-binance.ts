/** Messages in the format of Binance's combined stream (24h mini-ticker), recorded shape. */
export const recordedMiniTickers = [
  '{"stream":"btcusdt@miniTicker","data":{"e":"24hrMiniTicker","E":1795238400000,"s":"BTCUSDT","c":"95012.34000000","o":"94100.00000000","h":"95500.00000000","l":"93800.00000000","v":"18234.51230000","q":"1724000000.12"}}',
  '{"stream":"ethusdt@miniTicker","data":{"e":"24hrMiniTicker","E":1795238400500,"s":"ETHUSDT","c":"3301.57000000","o":"3250.00000000","h":"3320.00000000","l":"3200.00000000","v":"402311.20000000","q":"1320000000.5"}}',
  '{"stream":"btcusdt@miniTicker","data":{"e":"24hrMiniTicker","E":1795238401000,"s":"BTCUSDT","c":"95020.10000000","o":"94100.00000000","h":"95500.00000000","l":"93800.00000000","v":"18234.61230000","q":"1724009000.12"}}',
  '{"stream":"xyzusdt@miniTicker","data":{"e":"24hrMiniTicker","E":1795238401000,"s":"XYZUSDT","c":"1.0","v":"5"}}',
  'not json at all',
  '{"stream":"btcusdt@miniTicker","data":{"e":"24hrMiniTicker","E":1795238401500,"s":"BTCUSDT","c":"1e5","v":"1"}}',
  '{"result":null,"id":1}',
];
