package org.wsslab.browser;

import java.util.List;

/**
 * What a person could not read in the page's tables, found where the browser laid them out (issue 39):
 * the page-width check passes when the content is lost inside the cells, so these look inside.
 * <ul>
 * <li>a cell whose content is wider than its box: clipped where its overflow is hidden, spilled over its
 * neighbour where it is not (either way a reader loses it);</li>
 * <li>a word broken inside: a run of letters and digits whose text Range covers more than one line. A
 * line may break at a space, after a "/" (an endpoint id, an address) and after a hyphen; the values of
 * a fields table (JVM options, class paths) and evidence may break anywhere, and are not labels;</li>
 * <li>a table wider than its window outside a box that really scrolls sideways, or in one that reaches
 * past the window;</li>
 * <li>a row's identifying cell (its row header, or a cell marked {@code ident}) out of view, or without
 * a background, once its box is scrolled to the far right.</li>
 * </ul>
 */
final class Legibility {

    private static final String PROBLEMS = """
            const win = document.documentElement.clientWidth, problems = [];
            const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
            const said = e => '"' + e.textContent.trim().replace(/\\s+/g, ' ').slice(0, 40) + '"';
            const tableOf = e => { const t = e.closest('table'); return t.id ? '#' + t.id : 'table.' + t.className; };
            const clips = s => s.overflowX === 'hidden' || s.overflowX === 'clip';
            const cells = Array.from(document.querySelectorAll('table th, table td')).filter(shown);
            for (const cell of cells) {
              if (cell.scrollWidth > cell.clientWidth + 1) {
                problems.push(tableOf(cell) + ': the cell ' + said(cell) + ' is ' + cell.scrollWidth + ' px wide in a '
                    + cell.clientWidth + ' px box (' + (clips(getComputedStyle(cell)) ? 'clipped' : 'spilling over') + ')');
              }
              for (const inner of cell.querySelectorAll('*')) {
                const s = getComputedStyle(inner);
                if (shown(inner) && (clips(s) || s.textOverflow === 'ellipsis') && inner.scrollWidth > inner.clientWidth + 1) {
                  problems.push(tableOf(cell) + ': ' + said(inner) + ' is clipped, ' + inner.scrollWidth + ' px in ' + inner.clientWidth);
                }
              }
            }
            const free = n => n.parentElement.closest('.fields-table td, pre, .evidence, .ui-helper-hidden-accessible');
            for (const cell of cells) {
              const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                if (free(node) || !shown(node.parentElement)) {
                  continue;
                }
                // Pieces between allowed breaks: a space, or after a "/" or a hyphen.
                for (const piece of node.data.matchAll(/[^\\s\\/\\-]+[\\/\\-]?/g)) {
                  const range = document.createRange();
                  range.setStart(node, piece.index);
                  range.setEnd(node, piece.index + piece[0].length);
                  const tops = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top / 4)));
                  if (tops.size > 1) {
                    problems.push(tableOf(cell) + ': the word "' + piece[0] + '" is broken over ' + tops.size + ' lines');
                  }
                }
              }
            }
            for (const table of Array.from(document.querySelectorAll('table')).filter(shown)) {
              let box = table.parentElement;
              while (box && box !== document.body && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) {
                box = box.parentElement;
              }
              const name = table.id ? '#' + table.id : 'table.' + table.className;
              const wide = table.getBoundingClientRect().width;
              if (!box || box === document.body) {
                if (table.getBoundingClientRect().right > win + 1) {
                  problems.push(name + ': ' + Math.round(wide) + ' px wide, past the window, in no box that scrolls');
                }
                continue;
              }
              if (box.getBoundingClientRect().right > win + 1) {
                problems.push(name + ': its scrolling box reaches past the window');
              }
              if (wide > box.clientWidth + 1 && box.scrollWidth <= box.clientWidth) {
                problems.push(name + ': wider than its box, which does not scroll');
              }
              if (box.scrollWidth > box.clientWidth + 1) {
                const before = box.scrollLeft, edge = box.getBoundingClientRect().left + box.clientLeft;
                box.scrollLeft = box.scrollWidth;
                for (const row of Array.from(table.rows).filter(r => r.querySelector('td') && shown(r))) {
                  const ident = row.querySelector('.ident') || (row.cells[0] && row.cells[0].tagName === 'TH' ? row.cells[0] : null);
                  if (!ident) {
                    continue;
                  }
                  const r = ident.getBoundingClientRect(), s = getComputedStyle(ident);
                  if (r.left < edge - 1 || s.backgroundColor === 'rgba(0, 0, 0, 0)') {
                    problems.push(name + ': scrolled sideways, the row ' + said(ident) + ' loses its name'
                        + (r.left < edge - 1 ? ' (out of view)' : ' (drawn over: no background)'));
                    break;
                  }
                }
                box.scrollLeft = before;
              }
            }
            // One sentence per kind of fault and place: a matrix's hundred cells broken alike say it once.
            return [...new Set(problems)].slice(0, 40);
            """;

    private Legibility() {
    }

    /** What a person could not read in the tables of the page shown now, each problem a sentence; empty: nothing. */
    @SuppressWarnings("unchecked")
    static List<String> problems(ConsoleBrowser browser) {
        return (List<String>) browser.script(PROBLEMS);
    }
}
