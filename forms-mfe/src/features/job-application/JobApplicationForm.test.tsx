import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { installNetworkDouble, sentOk, type NetworkDouble } from '../../test-support/network-double';
import { expectPrivacyLink, setUpFormTests, submit, toInbox } from '../../test-support/form-tests';
import { settle } from '../../test-support/settle';
import { JobApplicationForm } from './JobApplicationForm';

let network: NetworkDouble;
let user: UserEvent;

setUpFormTests();
beforeEach(() => {
  // A visitor can switch the file dialog to "All files": the accept attribute is only a hint.
  user = userEvent.setup({ applyAccept: false });
});

const box = (name: RegExp) => screen.getByRole('textbox', { name });
/** The file input out of sight: what the picker (or a test's upload) fills. */
const resumeInput = () => screen.getByLabelText(/^Resume/) as HTMLInputElement;
/** The control a candidate meets: the button that opens the picker, "Choose a file" or "Replace". */
const resumeButton = () => screen.getByRole('button', { name: /\(Resume\)$/ });
const pdf = (bytes = 2048, name = 'cv.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

/**
 * Fills in every field. jsdom's constraint validation does not see a file that user-event
 * uploads (valueMissing stays true), so the form's native check is turned off here; the browser
 * tests (e2e/tests/forms.spec.ts) submit the real form in Chromium.
 */
async function fillIn(file: File | undefined) {
  screen.getByRole<HTMLFormElement>('form').noValidate = true;
  await user.type(box(/First Name/), 'Rohan');
  await user.type(box(/Last Name/), 'Mehta');
  await user.type(box(/Email/), 'rohan@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /Experience/ }), '3-5 years');
  await user.type(box(/Cover Letter/), 'I have edited clinical trial reports for four years.');
  if (file) await user.upload(resumeInput(), file);
}

describe('JobApplicationForm', () => {
  test('under its button, a link to the privacy notice that opens in a new tab', () => {
    render(<JobApplicationForm roleTitle="Medical Writing Specialist" />, { wrapper: BrandProvider });
    expectPrivacyLink();
  });

  test('names the role; the browser requires the spec fields; the resume takes pdf, doc or docx', () => {
    render(<JobApplicationForm roleTitle="Medical Writing Specialist" />, { wrapper: BrandProvider });
    expect(screen.getByRole('form', { name: 'Apply for Medical Writing Specialist' })).toBeVisible();
    for (const name of [/First Name/, /Last Name/, /Email/, /Cover Letter/]) expect(box(name)).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Experience/ })).toBeRequired();
    expect(box(/Phone/)).not.toBeRequired();
    expect(resumeInput()).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(resumeInput()).toHaveAttribute('tabindex', '-1');
    expect(resumeButton()).toHaveAccessibleName('Choose a file (Resume)');
    expect(resumeButton()).toHaveAccessibleDescription('PDF, DOC or DOCX, up to 5 MB');
  });

  test('without a resume the form is not sent, and says so at the button', async () => {
    network = installNetworkDouble(() => sentOk());
    render(<JobApplicationForm roleTitle="Medical Writing Specialist" />, { wrapper: BrandProvider });
    await fillIn(undefined);
    await submit(user, 'Submit Application');
    expect(resumeButton()).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 5 MB Please choose your resume: a PDF, DOC or DOCX file of up to 5 MB.',
    );
    expect(resumeButton()).toHaveFocus();
    expect(network.sent).toHaveLength(0);
  });

  test('the chosen file shows its name and size, and can be replaced or removed', async () => {
    render(<JobApplicationForm roleTitle="Medical Writing Specialist" />, { wrapper: BrandProvider });
    await user.upload(resumeInput(), pdf(2.5 * 1024 * 1024, 'First CV.pdf'));
    expect(screen.getByText('First CV.pdf').parentElement).toHaveTextContent('First CV.pdf (2.5 MB)');
    expect(resumeButton()).toHaveAccessibleName('Replace (Resume)');
    await user.upload(resumeInput(), pdf(3000, 'Second CV.pdf'));
    expect(screen.getByText('Second CV.pdf').parentElement).toHaveTextContent('Second CV.pdf (3 KB)');
    expect(screen.queryByText('First CV.pdf')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Second CV.pdf' }));
    expect(screen.queryByText('Second CV.pdf')).toBeNull();
    expect(resumeButton()).toHaveAccessibleName('Choose a file (Resume)');
    // The Remove button went: the focus is on the button that chooses again, not lost.
    await waitFor(() => expect(resumeButton()).toHaveFocus());
  });

  test.each([
    [
      'a file over 5 MB',
      () => pdf(5 * 1024 * 1024 + 1, 'big.pdf'),
      '"big.pdf" is larger than 5 MB. Please choose a smaller file (PDF, DOC or DOCX).',
    ],
    [
      'an executable',
      () => pdf(100, 'cv.exe', 'application/x-msdownload'),
      '"cv.exe" is not a PDF, DOC or DOCX file. Please choose one of those.',
    ],
    [
      'an HTML page named .pdf',
      () => pdf(100, 'cv.pdf', 'text/html'),
      '"cv.pdf" is not a PDF, DOC or DOCX file. Please choose one of those.',
    ],
  ])('%s is refused before any upload', async (_kind, makeFile, message) => {
    const file = makeFile();
    network = installNetworkDouble(() => sentOk());
    render(<JobApplicationForm roleTitle="Medical Writing Specialist" />, { wrapper: BrandProvider });
    await user.upload(resumeInput(), file);
    await settle();
    expect(resumeButton()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(resumeButton()).toHaveAttribute('aria-invalid', 'true');
    await fillIn(file);
    await submit(user, 'Submit Application');
    expect(network.sent).toHaveLength(0);
  });

  test('a role with a minimum offers no experience below it and says so', () => {
    render(<JobApplicationForm roleTitle="Medical Writing Specialist" minYearsExperience={2} />, {
      wrapper: BrandProvider,
    });
    const experience = screen.getByRole('combobox', { name: /Experience/ });
    expect([...experience.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select your experience',
      '2-3 years',
      '3-5 years',
      '5-10 years',
      'More than 10 years',
    ]);
    expect(experience).toHaveAccessibleDescription('This role asks for at least 2 years of experience.');
  });

  test('a role without a minimum offers every choice', () => {
    render(<JobApplicationForm roleTitle="Social Media Manager" />, { wrapper: BrandProvider });
    const experience = screen.getByRole('combobox', { name: /Experience/ });
    expect(experience.querySelectorAll('option')[1]).toHaveTextContent('Less than 2 years');
    expect(experience).not.toHaveAccessibleDescription();
  });

  test('uploads the application with its resume, says Submitting, thanks the candidate and clears every field', async () => {
    let finish: () => void = () => undefined;
    network = installNetworkDouble(() => new Promise((resolve) => (finish = () => resolve(sentOk()))));
    render(
      <JobApplicationForm
        roleTitle="Medical Writing Specialist"
        roleId="medical-writing-specialist"
        minYearsExperience={2}
      />,
      { wrapper: BrandProvider },
    );
    const file = pdf(4096, 'Rohan Mehta CV.pdf');
    await fillIn(file);
    await submit(user, 'Submit Application');
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish());
    const { resume, ...fields } = network.sent[0]!.body;
    expect(fields).toEqual(
      toInbox({
        subject: 'Job application: Medical Writing Specialist, from Rohan Mehta',
        message: 'Rohan Mehta applies for Medical Writing Specialist with 3-5 years of experience.',
        from_name: 'Rohan Mehta',
        from_email: 'rohan@example.com',
        phone: '',
        experience: '3-5 years',
        cover_letter: 'I have edited clinical trial reports for four years.',
        role_title: 'Medical Writing Specialist',
        role_id: 'medical-writing-specialist',
        formType: 'jobApplication',
      }),
    );
    // The file travels in the contract's field; the text "Attached" is replaced by the file itself.
    expect(resume).toBeInstanceOf(File);
    expect((resume as File).name).toBe('Rohan Mehta CV.pdf');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for your application! We will review it and get back to you within 3-5 business days.',
    );
    // The form gives way to the success panel, which takes the focus; "Send another" brings it back empty.
    expect(screen.queryByRole('button', { name: /Submit/i })).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    for (const name of [/First Name/, /Last Name/, /Email/, /Cover Letter/]) expect(box(name)).toHaveValue('');
    expect(resumeButton()).toHaveAccessibleName('Choose a file (Resume)');
  });

  test('a resume upload shows its progress, Cancel stops it and keeps everything, and the retry is the same submission', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    network = installNetworkDouble(() => new Promise(() => undefined));
    render(<JobApplicationForm roleTitle="Medical Writing Specialist" />, { wrapper: BrandProvider });
    await fillIn(pdf(4 * 1024 * 1024, 'Rohan Mehta CV.pdf'));
    await submit(user, 'Submit Application');
    const bar = () => screen.getByRole('progressbar');
    expect(bar()).toHaveValue(0);
    act(() => network.progress(1024 * 1024, 4 * 1024 * 1024));
    expect(bar()).toHaveValue(25);
    expect(screen.getByText('Uploading: 25%', { selector: '[aria-live]' })).toBeInTheDocument();
    act(() => network.progress(2.2 * 1024 * 1024, 4 * 1024 * 1024));
    expect(bar()).toHaveValue(55);
    // Read out at steps of 25 only.
    expect(screen.getByText('Uploading: 50%', { selector: '[aria-live]' })).toBeInTheDocument();

    // Once the whole file has gone, Cancel could no longer unsend it: it is not offered.
    act(() => network.progress(4 * 1024 * 1024, 4 * 1024 * 1024));
    expect(screen.getByText('Uploaded: waiting for the answer')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    act(() => network.progress(3 * 1024 * 1024, 4 * 1024 * 1024));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await settle();
    expect(network.pending()).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sending cancelled. Nothing was sent; your details and file are still here.',
    );
    expect(screen.getByText('Rohan Mehta CV.pdf')).toBeVisible();
    expect(box(/First Name/)).toHaveValue('Rohan');

    // The same content sent again keeps its key: had the cancelled upload arrived after all, the
    // service would answer this one with it, and mail it once.
    const cancelledKey = network.sent[0]?.headers['Idempotency-Key'];
    expect(cancelledKey).toMatch(/^[0-9a-f-]{36}$/);
    network = installNetworkDouble(() => sentOk());
    await submit(user, 'Submit Application');
    expect(network.sent).toHaveLength(1);
    expect(network.sent[0]?.headers['Idempotency-Key']).toBe(cancelledKey);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your application!');
  });

  test("a refusal the candidate can act on is the service's words; any other failure is the sender's message", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    network = installNetworkDouble(() => ({
      status: 415,
      body: { success: false, error: 'This PDF contains scripts.' },
    }));
    render(<JobApplicationForm roleTitle="Medical Writing Specialist" />, { wrapper: BrandProvider });
    await fillIn(pdf());
    await submit(user, 'Submit Application');
    expect(screen.getByRole('alert')).toHaveTextContent('This PDF contains scripts.');
    network = installNetworkDouble(() => ({ status: 400 }));
    await submit(user, 'Submit Application');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send email. Please try again later.');
    expect(box(/First Name/)).toHaveValue('Rohan');
  });
});
