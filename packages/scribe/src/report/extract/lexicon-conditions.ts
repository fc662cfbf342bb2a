/** Chronic conditions and diagnoses (past medical history, family history, assessment). First name is canonical. */
const LINES = `
hypertension | high blood pressure | htn | high bp
type 2 diabetes | diabetes type 2 | type ii diabetes | diabetes 2
diabetes | diabetic
prediabetes | prediabetic | pre diabetic | borderline diabetic | borderline diabetes
type 1 diabetes
high cholesterol | hyperlipidemia | hypercholesterolemia | dyslipidemia
congestive heart failure | heart failure | chf
coronary artery disease | cad
heart attack | myocardial infarction
heart disease | heart problems | heart problem | heart trouble | heart condition | heart issues
atrial fibrillation | afib | a-fib
stroke | cerebrovascular accident
brain aneurysm | cerebral aneurysm
aortic aneurysm
aneurysm
ulcerative colitis
crohn's disease | crohn's | crohns
asthma | asthmatic
allergic rhinitis | hay fever
down syndrome | down's syndrome
copd | chronic obstructive pulmonary disease | emphysema
sleep apnea
hypothyroidism | underactive thyroid | hypothyroid
hyperthyroidism | overactive thyroid | hyperthyroid
graves disease | graves' disease | grave's disease
goiter | enlarged thyroid | thyroid goiter
thyroid disease | thyroid problems | thyroid problem | thyroid issues | thyroid issue | thyroid condition
chronic kidney disease | ckd | kidney disease
kidney stones
kidney transplant
gerd | acid reflux disease | reflux disease
depression
anxiety
bipolar disorder
osteoarthritis
rheumatoid arthritis
arthritis
gout
strep pharyngitis | strep throat | streptococcal pharyngitis | strep infection
osteoporosis
ductal carcinoma in situ | dcis
breast cancer
colon cancer
lung cancer
prostate cancer
pancreatic cancer | pancreas cancer | cancer of the pancreas
ovarian cancer | cancer of the ovaries
uterine cancer | endometrial cancer
cervical cancer
thyroid cancer
kidney cancer | renal cell carcinoma
bladder cancer
stomach cancer | gastric cancer
liver cancer
esophageal cancer
non-hodgkin's lymphoma | non-hodgkin lymphoma | non hodgkin's lymphoma | non hodgkin lymphoma
lymphoma
leukemia
melanoma
skin cancer
cancer
alzheimer's | alzheimer's disease
dementia
migraines | migraine
epilepsy | seizures
obesity
anemia | anaemia | anemic | anaemic
hepatitis c | hep c
hepatitis b | hep b
hepatitis
hiv
cirrhosis
lupus
multiple sclerosis
parkinson's | parkinson's disease
peripheral artery disease | peripheral arterial disease | peripheral vascular disease
peripheral neuropathy | diabetic neuropathy | neuropathy
deep vein thrombosis | dvt
pulmonary embolism
cardiomyopathy
aortic stenosis
mitral valve prolapse
mitral regurgitation
pulmonary hypertension
atrial flutter
supraventricular tachycardia | svt
transient ischemic attack | tia | mini stroke | mini-stroke
benign prostatic hyperplasia | bph | enlarged prostate
erectile dysfunction
polycystic ovary syndrome | polycystic ovarian syndrome | pcos
endometriosis
osteopenia
fibromyalgia
irritable bowel syndrome | ibs | irritable bowel
celiac disease
diverticulitis | diverticulosis
pancreatitis
fatty liver disease | fatty liver | nafld
glaucoma
cataracts
macular degeneration
adhd | attention deficit hyperactivity disorder | attention deficit disorder
ptsd | post-traumatic stress disorder | posttraumatic stress disorder
obsessive compulsive disorder | ocd
schizophrenia
autism | autism spectrum disorder
sickle cell disease | sickle cell anemia
psoriasis
eczema | atopic dermatitis
rosacea
ankylosing spondylitis
spinal stenosis
degenerative disc disease
scoliosis
carpal tunnel syndrome | carpal tunnel
plantar fasciitis
restless legs syndrome | restless leg syndrome
vitamin d deficiency
vitamin b12 deficiency | b12 deficiency
iron deficiency anemia
hemorrhoids
tuberculosis
scarlet fever
rheumatic fever
valley fever | coccidioidomycosis
typhoid | typhoid fever | enteric fever
dengue | dengue fever
malaria
chickenpox | chicken pox | varicella
shingles | herpes zoster
measles
mumps
rubella | german measles
sciatica
tennis elbow | lateral epicondylitis
frozen shoulder | adhesive capsulitis
ehlers-danlos syndrome | ehlers-danlos | ehlers danlos
`;

export const CONDITIONS = LINES.trim()
  .split('\n')
  .map((line) => line.split('|').map((v) => v.trim()))
  .map((variants) => ({ name: variants[0]!, variants }));

/**
 * Variants that name what an examination finds where the canonical name is a diagnosis that may explain it: a
 * note writes them as said, since an enlarged prostate felt on exam is not yet benign prostatic hyperplasia
 * (a goiter is an enlarged thyroid by name, so it is none). The checker still reads them as one condition.
 */
export const SIGN_NAMES: readonly string[] = ['enlarged prostate'];
