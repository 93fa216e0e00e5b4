// React's Node build of the server renderer (tests only): the same API as `react-dom/server`.
declare module 'react-dom/server.node' {
	export { renderToString } from 'react-dom/server';
}
