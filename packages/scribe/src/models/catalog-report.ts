import type { CatalogEntry } from './catalog-types.js';

const GiB = 1024 ** 3;

/**
 * Small instruct models in GGUF that write the report on the clinic's own machine (node-llama-cpp).
 * Sizes, MD5s, RAM needed and download addresses are those of GPT4All's public model list
 * (nomic-ai/gpt4all, gpt4all-chat/metadata/models3.json at commit cd70db29edaf0f02a567f5eea94f5e52240be3e9),
 * where each file's MD5 is published; no SHA-256 of these files was found in a public source, so the
 * MD5 is what a pull checks. Licences are the model publishers' own. `autoPull` marks the models a
 * fresh install may fetch by itself (LLM_AUTO_PULL): only licences that need no acceptance (Apache-2.0, MIT).
 */
const gguf = (e: Omit<CatalogEntry, 'kind' | 'checksum' | 'multilingual'> & { md5: string }): CatalogEntry => {
  const { md5, ...rest } = e;
  return { ...rest, kind: 'report', checksum: { algorithm: 'md5', value: md5 }, multilingual: true };
};

export const REPORT_MODELS: CatalogEntry[] = [
  gguf({
    name: 'llama-3.2-1b-instruct-q4_0',
    title: 'Llama 3.2 1B Instruct (Q4_0)',
    fileName: 'Llama-3.2-1B-Instruct-Q4_0.gguf',
    url: 'https://huggingface.co/bartowski/Llama-3.2-1B-Instruct-GGUF/resolve/main/Llama-3.2-1B-Instruct-Q4_0.gguf',
    bytes: 773025920,
    md5: '48ff0243978606fdba19d899b77802fc',
    licence: 'Llama 3.2 Community License',
    ramBytes: 2 * GiB,
  }),
  gguf({
    name: 'qwen2-1.5b-instruct-q4_0',
    title: 'Qwen2 1.5B Instruct (Q4_0)',
    fileName: 'qwen2-1_5b-instruct-q4_0.gguf',
    url: 'https://huggingface.co/Qwen/Qwen2-1.5B-Instruct-GGUF/resolve/main/qwen2-1_5b-instruct-q4_0.gguf',
    bytes: 937532800,
    md5: 'a8c5a783105f87a481543d4ed7d7586d',
    licence: 'Apache-2.0',
    ramBytes: 3 * GiB,
    autoPull: true,
  }),
  gguf({
    name: 'llama-3.2-3b-instruct-q4_0',
    title: 'Llama 3.2 3B Instruct (Q4_0)',
    fileName: 'Llama-3.2-3B-Instruct-Q4_0.gguf',
    url: 'https://huggingface.co/bartowski/Llama-3.2-3B-Instruct-GGUF/resolve/main/Llama-3.2-3B-Instruct-Q4_0.gguf',
    bytes: 1921909280,
    md5: '27b44e8ae1817525164ddf4f8dae8af4',
    licence: 'Llama 3.2 Community License',
    ramBytes: 4 * GiB,
  }),
  gguf({
    name: 'phi-3-mini-4k-instruct-q4_0',
    title: 'Phi-3 Mini 4k Instruct (Q4_0)',
    fileName: 'Phi-3-mini-4k-instruct.Q4_0.gguf',
    url: 'https://gpt4all.io/models/gguf/Phi-3-mini-4k-instruct.Q4_0.gguf',
    bytes: 2176181568,
    md5: 'f8347badde9bfc2efbe89124d78ddaf5',
    licence: 'MIT',
    ramBytes: 4 * GiB,
    autoPull: true,
  }),
  gguf({
    name: 'llama-3.1-8b-instruct-128k-q4_0',
    title: 'Llama 3.1 8B Instruct 128k (Q4_0)',
    fileName: 'Meta-Llama-3.1-8B-Instruct-128k-Q4_0.gguf',
    url: 'https://huggingface.co/GPT4All-Community/Meta-Llama-3.1-8B-Instruct-128k/resolve/main/Meta-Llama-3.1-8B-Instruct-128k-Q4_0.gguf',
    bytes: 4661212096,
    md5: '8a9c75bcd8a66b7693f158ec96924eeb',
    licence: 'Llama 3.1 Community License',
    ramBytes: 8 * GiB,
  }),
];
