/** Chronic conditions and diagnoses (past medical history, family history, assessment). First name is canonical. */
const LINES = `
hypertension | high blood pressure | htn
type 2 diabetes | diabetes type 2 | type ii diabetes | diabetes 2
diabetes | diabetic
prediabetes
type 1 diabetes
high cholesterol | hyperlipidemia | hypercholesterolemia | dyslipidemia
congestive heart failure | heart failure | chf
coronary artery disease | cad
heart attack | myocardial infarction
heart disease
atrial fibrillation | afib | a-fib
stroke | cerebrovascular accident
brain aneurysm | cerebral aneurysm
aortic aneurysm
aneurysm
ulcerative colitis
crohn's disease | crohn's | crohns
asthma
allergic rhinitis | hay fever
down syndrome | down's syndrome
copd | chronic obstructive pulmonary disease | emphysema
sleep apnea
hypothyroidism | underactive thyroid | hypothyroid
hyperthyroidism | overactive thyroid | hyperthyroid
goiter | enlarged thyroid | thyroid goiter
thyroid disease | thyroid problems
chronic kidney disease | ckd | kidney disease
kidney stones
kidney transplant
gerd | acid reflux disease | reflux disease
depression
anxiety
bipolar disorder
osteoarthritis | arthritis
rheumatoid arthritis
gout
osteoporosis
breast cancer
colon cancer
lung cancer
prostate cancer
skin cancer | melanoma
cancer
alzheimer's | alzheimer's disease | dementia
migraines
epilepsy | seizures
obesity
anemia
hepatitis c | hep c
hepatitis b | hep b
hepatitis
hiv
cirrhosis
lupus
multiple sclerosis
parkinson's | parkinson's disease
`;

export const CONDITIONS = LINES.trim()
  .split('\n')
  .map((line) => line.split('|').map((v) => v.trim()))
  .map((variants) => ({ name: variants[0]!, variants }));
