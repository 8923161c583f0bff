// Piscina worker: scores long texts off the main event loop with its own copy of the weights.
import { workerData } from 'node:worker_threads';
import { analyzeJob, type AnalyzeJob, type AnalyzeResult } from './analyze.js';
import { loadWeights } from './weights.js';

const model = loadWeights((workerData as { weightsPath: string }).weightsPath);

export default function run(job: AnalyzeJob): AnalyzeResult {
  return analyzeJob(model, job);
}
