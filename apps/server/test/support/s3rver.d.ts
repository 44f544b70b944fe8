declare module 's3rver' {
  type TOptions = {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
    resetOnClose?: boolean;
  };
  export default class S3rver {
    constructor(options: TOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
