export { answerPolarity, answerToNegated, notKnowing, ONLY } from '../reading/answers.js';
