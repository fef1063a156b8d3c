// Vite's asset and worker imports (the pdf.js worker is a file of the build, never a CDN).
declare module '*?url' {
  const url: string;
  export default url;
}
declare module '*?inline' {
  const dataUrl: string;
  export default dataUrl;
}
declare module '*?worker' {
  const WorkerConstructor: { new (): Worker };
  export default WorkerConstructor;
}
