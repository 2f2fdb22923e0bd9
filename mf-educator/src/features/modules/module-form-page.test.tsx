import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type LecternApi } from '@lectern/shared-sdk';
import { buildCourseDetail, buildModule } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { ModuleFormPage } from './module-form-page';

const COURSE = 9;
const MODULE = 90;

function renderAdd(api: Partial<LecternApi>) {
  return renderPage(<ModuleFormPage mode="add" />, { pattern: routes.educator.addModule, url: paths.educator.addModule(COURSE), api });
}

function renderEdit(api: Partial<LecternApi>) {
  return renderPage(<ModuleFormPage mode="edit" />, { pattern: routes.educator.editModule, url: paths.educator.editModule(COURSE, MODULE), api });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
/** The whole path: a page's address may start with the one a test expects to leave for. */
const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;
const courseFound = () => jest.fn(() => Promise.resolve({ course: buildCourseDetail({ id: COURSE, title: 'React in Depth' }) }));

beforeEach(() => toastStore.setState({ toasts: [] }));

describe('Add module', () => {
  test('shows Module Title, Module Description, Cancel and Create Module for the course', async () => {
    const getCourse = courseFound();
    renderAdd({ getCourse });
    expect(await screen.findByRole('heading', { name: 'Add Module' })).toBeInTheDocument();
    expect(getCourse).toHaveBeenCalledWith(COURSE);
    expect(screen.getByText('Course: React in Depth')).toBeInTheDocument();
    expect(field('Module Title')).toBeRequired();
    expect(field('Module Description')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Module' })).toBeInTheDocument();
  });

  test('a blank title and description are refused with their messages', async () => {
    const user = userEvent.setup({ delay: null });
    const createModule = jest.fn();
    renderAdd({ getCourse: courseFound(), createModule });
    await user.type(await screen.findByRole('textbox', { name: /^Module Title/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Module' }));
    expect(screen.getByText('Module title is required.')).toBeInTheDocument();
    expect(screen.getByText('Module description is required.')).toBeInTheDocument();
    expect(createModule).not.toHaveBeenCalled();
  });

  test('creates the module in the course, toasts and returns to the course page', async () => {
    const user = userEvent.setup({ delay: null });
    const createModule = jest.fn(() => Promise.resolve({ module: buildModule({ courseId: COURSE }) }));
    renderAdd({ getCourse: courseFound(), createModule });
    await user.type(await screen.findByRole('textbox', { name: /^Module Title/ }), ' Getting Started ');
    await user.type(field('Module Description'), 'Install and first component');
    await user.click(screen.getByRole('button', { name: 'Create Module' }));

    await waitFor(() => expect(currentPath()).toBe(paths.educator.course(COURSE)));
    expect(createModule).toHaveBeenCalledWith({ courseId: COURSE, title: 'Getting Started', description: 'Install and first component' });
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Module created!' })]);
  });

  test('a refused create toasts the server message and stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdd({ getCourse: courseFound(), createModule: jest.fn(() => Promise.reject(new ApiError(403, 'Not your course'))) });
    await user.type(await screen.findByRole('textbox', { name: /^Module Title/ }), 'T');
    await user.type(field('Module Description'), 'D');
    await user.click(screen.getByRole('button', { name: 'Create Module' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts).toEqual([
        expect.objectContaining({ severity: 'error', title: 'Failed to create module', description: 'Not your course' }),
      ]),
    );
    expect(currentPath()).toBe(paths.educator.addModule(COURSE));
    expect(screen.getByRole('button', { name: 'Create Module' })).toBeEnabled();
  });

  test.each([
    { failure: new ApiError(404, 'Course not found'), what: 'an unknown course' },
    { failure: new ApiError(500, 'Database unavailable'), what: 'a course that does not load' },
  ])("$what shows 'Course not found' with Back to My Courses", async ({ failure }) => {
    renderAdd({ getCourse: jest.fn(() => Promise.reject(failure)) });
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Courses' })).toHaveAttribute('href', paths.educator.courses());
    expect(toastStore.getState().toasts).toEqual([]);
  });

  test('Cancel returns to the course page without saving', async () => {
    const user = userEvent.setup({ delay: null });
    const createModule = jest.fn();
    renderAdd({ getCourse: courseFound(), createModule });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toBe(paths.educator.course(COURSE));
    expect(createModule).not.toHaveBeenCalled();
  });
});

describe('Edit module', () => {
  const existing = buildModule({ id: MODULE, courseId: COURSE, title: 'Hooks', description: 'State and effects' });

  test('fills in the module, requires both fields and sends the change', async () => {
    const user = userEvent.setup({ delay: null });
    const getModule = jest.fn(() => Promise.resolve({ module: existing }));
    const updateModule = jest.fn(() => Promise.resolve({ module: existing }));
    renderEdit({ getModule, updateModule });

    expect(await screen.findByRole('heading', { name: 'Edit Module' })).toBeInTheDocument();
    expect(getModule).toHaveBeenCalledWith(MODULE);
    expect(field('Module Title')).toHaveValue('Hooks');
    expect(field('Module Description')).toHaveValue('State and effects');

    await user.clear(field('Module Title'));
    await user.clear(field('Module Description'));
    await user.click(screen.getByRole('button', { name: 'Update Module' }));
    expect(screen.getByText('Module title is required.')).toBeInTheDocument();
    expect(screen.getByText('Module description is required.')).toBeInTheDocument();
    expect(updateModule).not.toHaveBeenCalled();

    await user.type(field('Module Title'), 'Hooks in practice');
    await user.type(field('Module Description'), 'useState, useEffect');
    await user.click(screen.getByRole('button', { name: 'Update Module' }));

    await waitFor(() => expect(currentPath()).toBe(paths.educator.course(COURSE)));
    expect(updateModule).toHaveBeenCalledWith(MODULE, { title: 'Hooks in practice', description: 'useState, useEffect' });
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Module Updated!' })]);
  });

  test('a failed update toasts the server message', async () => {
    const user = userEvent.setup({ delay: null });
    renderEdit({
      getModule: jest.fn(() => Promise.resolve({ module: existing })),
      updateModule: jest.fn(() => Promise.reject(new ApiError(500, 'Database unavailable'))),
    });
    await user.click(await screen.findByRole('button', { name: 'Update Module' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts).toEqual([
        expect.objectContaining({ severity: 'error', title: 'Failed to update module', description: 'Database unavailable' }),
      ]),
    );
    expect(currentPath()).toBe(paths.educator.editModule(COURSE, MODULE));
  });

  test.each([
    { failure: new ApiError(404, 'Module not found'), what: 'an unknown module' },
    { failure: new ApiError(500, 'Database unavailable'), what: 'a module that does not load' },
  ])('$what toasts once and goes to the course page', async ({ failure }) => {
    renderEdit({ getModule: jest.fn(() => Promise.reject(failure)) });
    await waitFor(() => expect(currentPath()).toBe(paths.educator.course(COURSE)));
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Failed to fetch course/module', description: failure.message }),
    ]);
  });
});
