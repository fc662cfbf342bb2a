export { isNegated } from '../reading/context.js';
export { answerPolarity } from '../reading/answers.js';
