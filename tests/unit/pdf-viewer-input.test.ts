// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { followedAddress } from '../../src/pdf/viewer/links/link-rules.js';
import { prepareAnnotationLayer } from '../../src/pdf/viewer/links/annotation-layer.js';
import { ARROW_STEP, keepsItsKeys, viewerKeyAction } from '../../src/pdf/viewer/keys/viewer-keys.js';
import { distance, pinchZoom } from '../../src/pdf/viewer/touch/pinch.js';

describe("a PDF's external links", () => {
  it('follows http, https and mailto only', () => {
    expect(followedAddress('https://example.com')).toBe('https://example.com/');
    expect(followedAddress('http://example.com/a?b=c#d')).toBe('http://example.com/a?b=c#d');
    expect(followedAddress('mailto:someone@example.com')).toBe('mailto:someone@example.com');
    expect(followedAddress('HTTPS://EXAMPLE.COM/X')).toBe('https://example.com/X');
    for (const refused of ['javascript:alert(1)', ' JavaScript:alert(1)', 'file:///etc/passwd', 'data:text/html,<b>x</b>', 'ftp://example.com/', 'tel:+123', 'blob:https://example.com/x', 'example.com', '/relative', '', null, undefined])
      expect(followedAddress(refused), String(refused)).toBeUndefined();
  });

  it('takes the address off the annotation layer links it does not follow, names the links pdf.js left without a name, and unmarks its empty images', () => {
    const page = document.createElement('div');
    page.innerHTML = `<div class="annotationLayer">
      <a href="#" id="internal"></a><a href="#" title="Go to page 3" id="titled"></a><a href="https://example.com/" target="_blank" id="web"></a>
      <a href="ftp://example.com/" target="_blank" id="ftp"></a><a href="file:///x" id="file"></a><a id="bare"></a>
      <section role="img" id="stamp"></section><section role="img" aria-label="Approved" id="named"></section></div>
      <a href="tel:1" id="outside"></a>`;
    prepareAnnotationLayer(page, 'Link within the document');
    const link = (id: string) => page.querySelector(`#${id}`)!;
    expect(['internal', 'web', 'ftp', 'file', 'outside'].map((id) => link(id).getAttribute('href'))).toEqual(['#', 'https://example.com/', null, null, 'tel:1']);
    expect(link('ftp').hasAttribute('target')).toBe(false);
    expect(link('web').getAttribute('title')).toBe('https://example.com/');
    expect(link('internal').getAttribute('aria-label')).toBe('Link within the document');
    expect(link('titled').hasAttribute('aria-label')).toBe(false);
    expect(['ftp', 'bare'].map((id) => link(id).hasAttribute('aria-label') || link(id).hasAttribute('title'))).toEqual([false, false]);
    // A stamp pdf.js marks as an image with no name is no image; one with a name stays one.
    expect([link('stamp').getAttribute('role'), link('named').getAttribute('role')]).toEqual([null, 'img']);
  });
});

describe("the viewer's keys", () => {
  const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

  it('pages with PageUp, PageDown, Home and End, within the document', () => {
    expect(viewerKeyAction(press('PageDown'), 1, 12, 100)).toEqual({ type: 'page', page: 2 });
    expect(viewerKeyAction(press('PageDown'), 12, 12, 100)).toEqual({ type: 'page', page: 12 });
    expect(viewerKeyAction(press('PageUp'), 1, 12, 100)).toEqual({ type: 'page', page: 1 });
    expect(viewerKeyAction(press('PageUp'), 5, 12, 100)).toEqual({ type: 'page', page: 4 });
    expect(viewerKeyAction(press('Home'), 5, 12, 100)).toEqual({ type: 'page', page: 1 });
    expect(viewerKeyAction(press('End'), 5, 12, 100)).toEqual({ type: 'page', page: 12 });
  });

  it('zooms by the steps with + and -, with or without Ctrl or Cmd, and Ctrl+0 or Cmd+0 goes back to 100 %', () => {
    expect(viewerKeyAction(press('+'), 1, 12, 100)).toEqual({ type: 'zoom', zoom: 110 });
    expect(viewerKeyAction(press('=', { ctrlKey: true }), 1, 12, 100)).toEqual({ type: 'zoom', zoom: 110 });
    expect(viewerKeyAction(press('-'), 1, 12, 100)).toEqual({ type: 'zoom', zoom: 90 });
    expect(viewerKeyAction(press('-', { metaKey: true }), 1, 12, 25)).toEqual({ type: 'zoom', zoom: 25 });
    expect(viewerKeyAction(press('+'), 1, 12, 500)).toEqual({ type: 'zoom', zoom: 500 });
    expect(viewerKeyAction(press('0', { ctrlKey: true }), 1, 12, 250)).toEqual({ type: 'zoom', zoom: 100 });
    expect(viewerKeyAction(press('0', { metaKey: true }), 1, 12, 250)).toEqual({ type: 'zoom', zoom: 100 });
    expect(viewerKeyAction(press('0'), 1, 12, 250)).toBeUndefined();
  });

  it('scrolls with the arrows, and leaves alone what it does not know, Alt and the browser\'s own shortcuts', () => {
    expect(viewerKeyAction(press('ArrowDown'), 1, 12, 100)).toEqual({ type: 'scroll', left: 0, top: ARROW_STEP });
    expect(viewerKeyAction(press('ArrowLeft'), 1, 12, 100)).toEqual({ type: 'scroll', left: -ARROW_STEP, top: 0 });
    expect(viewerKeyAction(press('ArrowDown', { shiftKey: true }), 1, 12, 100)).toBeUndefined();
    expect(viewerKeyAction(press('Home', { ctrlKey: true }), 1, 12, 100)).toBeUndefined();
    expect(viewerKeyAction(press('PageDown', { altKey: true }), 1, 12, 100)).toBeUndefined();
    expect(viewerKeyAction(press('a'), 1, 12, 100)).toBeUndefined();
    expect(viewerKeyAction(press('End'), 1, 0, 100)).toBeUndefined();
  });

  it('leaves their keys to boxes to type in, menus and lists', () => {
    document.body.innerHTML = '<input id="box"><textarea id="area"></textarea><div role="menu"><li id="item"></li></div><div contenteditable="true" id="edit"></div><button id="button"></button>';
    const element = (id: string) => document.getElementById(id);
    expect(['box', 'area', 'item'].map((id) => keepsItsKeys(element(id)))).toEqual([true, true, true]);
    expect(keepsItsKeys(element('button'))).toBe(false);
    expect(keepsItsKeys(null)).toBe(false);
  });
});

describe('pinch to zoom', () => {
  it('grows and shrinks the zoom with the distance between the fingers, in whole percent within 25–500 %', () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(pinchZoom(100, 100, 200)).toBe(200);
    expect(pinchZoom(100, 100, 50)).toBe(50);
    expect(pinchZoom(150, 120, 130)).toBe(163);
    expect(pinchZoom(300, 100, 400)).toBe(500);
    expect(pinchZoom(50, 100, 10)).toBe(25);
    expect(pinchZoom(100, 0, 50)).toBe(100);
  });
});
