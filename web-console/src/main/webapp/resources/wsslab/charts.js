/*
 * What every wsslab chart adds to Chart.js, on the console's pages and in the offline reports alike.
 * The configuration comes from the server (ChartJson: data, colours, axis titles, which ticks); this
 * file only adds what JSON cannot carry: interval whiskers for datasets with "intervals" ([[low, high],
 * ...] beside "data"; "xIntervals" across, for points), tick labels (an axis's "wsslab" entry: ticks at given values with given labels,
 * or a log axis from a 1, 2 or 5 mark below its data to one above, labelled at each), a white background, room for the
 * plot whatever the legend, and the exports, which draw the same configuration again at a fixed size: PNG at 1×, 2× or
 * 3× of 1200×600, and SVG through canvas2svg.
 */
var wsslab = window.wsslab || {};

/**
 * The least height of a chart's plot area on a page, in CSS px (docs/running.md, "A run"): below it a
 * line or a whisker can no longer be read off. The legend gets room of its own below the plot, and the
 * chart grows to keep this much for the plot.
 */
wsslab.PLOT_MIN = 240;

/** A chart's height where its legend and axes leave the plot room enough: half its width, as Chart.js draws by default. */
wsslab.ASPECT = 2;

/**
 * Every export's size in CSS px, whatever the window (docs/running.md, "Exports"): the PNGs are this at
 * 1×, 2× and 3× the pixels, the SVG this; its fonts are sized for a slide, where the image is shown
 * larger than a chart on a page, and read from further away.
 */
wsslab.EXPORT = {width: 1200, height: 600, font: 16, axisTitle: 18, title: 22};

/** The configuration of every chart drawn, as received (JSON), by the id of its canvas' container. */
wsslab.sources = wsslab.sources || {};

wsslab.numberFormat = new Intl.NumberFormat('en-US', {maximumFractionDigits: 3});

wsslab.intervals = {
    id: 'wsslabIntervals',
    // Per dataset, so an SVG export holds each dataset's whiskers in the dataset's own group.
    // "intervals" are vertical (a bar's value), "xIntervals" horizontal (a point's position across).
    afterDatasetDraw: function (chart, args) {
        var dataset = chart.data.datasets[args.index], meta = args.meta, area = chart.chartArea;
        var intervals = dataset.intervals || dataset.xIntervals, across = !dataset.intervals;
        if (!intervals || meta.hidden) {
            return;
        }
        var scale = across ? chart.scales.x : chart.scales.y;
        var ctx = chart.ctx;
        ctx.save();
        ctx.beginPath();
        ctx.rect(area.left, area.top, area.right - area.left, area.bottom - area.top);
        ctx.clip();
        ctx.strokeStyle = '#1f2933';
        ctx.lineWidth = 1;
        meta.data.forEach(function (mark, j) {
            var interval = intervals[j];
            if (!interval || interval[0] === null || interval[1] === null) {
                return;
            }
            var low = scale.getPixelForValue(interval[0]), high = scale.getPixelForValue(interval[1]);
            var cap = Math.min(6, mark.width / 3 || 6);
            ctx.beginPath();
            if (across) {
                ctx.moveTo(low, mark.y); ctx.lineTo(high, mark.y);
                ctx.moveTo(low, mark.y - cap); ctx.lineTo(low, mark.y + cap);
                ctx.moveTo(high, mark.y - cap); ctx.lineTo(high, mark.y + cap);
            } else {
                ctx.moveTo(mark.x, low); ctx.lineTo(mark.x, high);
                ctx.moveTo(mark.x - cap, low); ctx.lineTo(mark.x + cap, low);
                ctx.moveTo(mark.x - cap, high); ctx.lineTo(mark.x + cap, high);
            }
            ctx.stroke();
        });
        ctx.restore();
    }
};

wsslab.whiteBackground = {
    id: 'wsslabBackground',
    beforeDraw: function (chart) {
        var ctx = chart.ctx;
        ctx.save();
        ctx.globalCompositeOperation = 'destination-over';
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, chart.width, chart.height);
        ctx.restore();
    }
};

/** SVG export only: each dataset's marks in a group of their own, named by the dataset's label. */
wsslab.datasetGroups = {
    id: 'wsslabDatasetGroups',
    beforeDatasetDraw: function (chart, args) {
        var ctx = chart.ctx;
        ctx.save();
        ctx.__currentElement.setAttribute('class', 'dataset');
        ctx.__currentElement.setAttribute('data-label', chart.data.datasets[args.index].label);
    },
    afterDatasetDraw: function (chart) {
        chart.ctx.restore();
    }
};

/** The text a chart is known by: its title, else its axes' titles. */
wsslab.titleOf = function (chart) {
    var options = chart.options || {}, title = options.plugins && options.plugins.title && options.plugins.title.text;
    if (title) {
        return Array.isArray(title) ? title.join(' ') : String(title);
    }
    var scales = options.scales || {};
    return Object.keys(scales).map(function (name) { return scales[name].title && scales[name].title.text; })
        .filter(Boolean).join(' against ') || 'chart';
};

/** The axis a dataset's values are plotted against and its title: what the table's first column is. */
wsslab.axisTitle = function (chart, name) {
    var scale = (chart.options.scales || {})[name];
    return scale && scale.title && scale.title.text ? String(scale.title.text) : name;
};

/**
 * A chart's data as a table: a row per x value (a category label, or a point's x), a column per dataset.
 * Built when its reader opens it, so a chart of thousands of points costs the page nothing until then.
 */
wsslab.dataTable = function (chart) {
    var data = chart.data, labels = data.labels || [];
    var rows = new Map();
    data.datasets.forEach(function (dataset, d) {
        (dataset.data || []).forEach(function (point, i) {
            var x = point !== null && typeof point === 'object' ? point.x : labels[i];
            var y = point !== null && typeof point === 'object' ? point.y : point;
            if (!rows.has(x)) {
                rows.set(x, []);
            }
            rows.get(x)[d] = y;
        });
    });
    var table = document.createElement('table'), head = table.insertRow();
    table.className = 'results chart-data-table';
    table.createCaption().textContent = wsslab.titleOf(chart);
    [wsslab.axisTitle(chart, 'x')].concat(data.datasets.map(function (dataset) { return dataset.label || ''; }))
        .forEach(function (text) {
            var th = document.createElement('th');
            th.scope = 'col';
            th.textContent = text;
            head.appendChild(th);
        });
    var shown = function (value) {
        return value === undefined || value === null ? '–' : typeof value === 'number' ? wsslab.number(value) : String(value);
    };
    rows.forEach(function (values, x) {
        var row = table.insertRow(), th = document.createElement('th');
        th.scope = 'row';
        th.textContent = shown(x);
        row.appendChild(th);
        data.datasets.forEach(function (dataset, d) {
            row.insertCell().textContent = shown(values[d]);
        });
    });
    return table;
};

/**
 * On the page (not in an export's copy): the canvas is an image named by the chart's title, and a
 * disclosure below it holds the chart's data as a table, for screen readers and for reading values off.
 */
wsslab.accessible = {
    id: 'wsslabAccessible',
    afterInit: function (chart) {
        var canvas = chart.canvas;
        var panel = canvas && canvas.isConnected && canvas.closest ? canvas.closest('.chart-panel') : null;
        if (!panel) {
            return;
        }
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', wsslab.titleOf(chart) + ': chart; its data is in the table below it');
        var old = panel.querySelector('details.chart-data');
        if (old) {
            old.remove();
        }
        var details = document.createElement('details'), summary = document.createElement('summary');
        details.className = 'chart-data';
        summary.textContent = 'Data as a table';
        details.appendChild(summary);
        details.addEventListener('toggle', function () {
            if (details.open && !details.querySelector('table')) {
                var box = document.createElement('div');
                box.className = 'table-box';
                box.tabIndex = 0;
                box.appendChild(wsslab.dataTable(chart));
                details.appendChild(box);
            }
        });
        panel.appendChild(details);
    }
};

/**
 * Room for the plot whatever the legend (on a page; an export has its fixed size). Chart.js gives a
 * legend above or below the plot at most half the chart and cuts off the entries beyond, and takes the
 * rest from the plot: at 390 px, or with every mechanism of the catalog, the plot was 15 to 50 px tall.
 * Here the legend lies below the plot with every entry (prepare), and after each layout the chart's
 * box (the canvas' parent, which Chart.js follows) is set to the height that leaves the plot PLOT_MIN,
 * or to half the chart's width where that is more: the panel grows with its legend.
 */
wsslab.room = {
    id: 'wsslabRoom',
    afterLayout: function (chart) {
        var box = chart.canvas && chart.canvas.parentNode, area = chart.chartArea;
        if (!chart.options.responsive || !box || !box.style || !chart.width || !area) {
            return;
        }
        var wanted = Math.ceil(Math.max(chart.width / wsslab.ASPECT, chart.height + wsslab.PLOT_MIN - (area.bottom - area.top)));
        // A new width may rotate the axis labels and change what the plot needs: a few steps per width, never a loop.
        var steps = chart.$wsslabRoom && chart.$wsslabRoom.width === chart.width ? chart.$wsslabRoom.steps : 0;
        if (Math.abs(wanted - chart.height) >= 1 && steps < 6) {
            chart.$wsslabRoom = {width: chart.width, steps: steps + 1};
            box.style.height = wanted + 'px';
        }
    }
};

wsslab.plugins = [wsslab.whiteBackground, wsslab.intervals, wsslab.accessible, wsslab.room];

/** "12", "1,500", "0.25": tick labels with thousands separators whatever the reader's locale. */
wsslab.number = function (value) {
    // A real minus sign (U+2212), as the tables write it: the hyphen Intl gives reads as a dash.
    return wsslab.numberFormat.format(value).replace('-', '\u2212');
};

/** A log axis is labelled at 1, 2 and 5 of each decade; any other tick would be a grid line only. */
wsslab.logTick = function (value) {
    var mantissa = value / Math.pow(10, Math.floor(Math.log10(value) + 1e-9));
    return [1, 2, 5].some(function (m) { return Math.abs(mantissa - m) < 1e-6; }) ? wsslab.number(value) : '';
};

/** m × 10^e, written so that 0.2 is the double nearest 0.2 (2 × 10^-1 is not). */
wsslab.mark = function (m, e) {
    return e < 0 ? m / Math.pow(10, -e) : m * Math.pow(10, e);
};

/** The 1, 2 or 5 mark at or above a value (639 → 1,000), or at or below it (0.3 → 0.2). */
wsslab.markAbove = function (value) {
    var e = Math.floor(Math.log10(value));
    return [1, 2, 5, 10].map(function (m) { return wsslab.mark(m, e); }).find(function (mark) { return mark >= value * (1 - 1e-9); });
};

wsslab.markBelow = function (value) {
    var e = Math.floor(Math.log10(value));
    return [5, 2, 1].map(function (m) { return wsslab.mark(m, e); }).find(function (mark) { return mark <= value * (1 + 1e-9); })
        || wsslab.mark(5, e - 1);
};

/**
 * A log axis reaches from the 1, 2 or 5 mark below its data to the one above, so that a labelled tick
 * lies at or above its largest value: with its ends where the data ended (639 ms), its top was an
 * unlabelled tick and the labels Chart.js kept after thinning the ticks stopped at 200.
 */
wsslab.logLimits = function (axis) {
    if (axis.max > 0) {
        axis.max = wsslab.markAbove(axis.max);
    }
    if (axis.min > 0) {
        axis.min = wsslab.markBelow(axis.min);
    }
};

/**
 * Ticks at the 1, 2 and 5 marks between the axis' ends, each labelled; where they would crowd the axis
 * (over some 20 px each up, 45 px across) at the decades and the top alone, so the top keeps its label.
 */
wsslab.logTicks = function (axis) {
    if (!(axis.min > 0) || !(axis.max > axis.min)) {
        return;
    }
    var marks = [];
    for (var e = Math.floor(Math.log10(axis.min)) - 1; wsslab.mark(1, e) <= axis.max * (1 + 1e-9); e++) {
        [1, 2, 5].forEach(function (m) {
            var value = wsslab.mark(m, e);
            if (value >= axis.min * (1 - 1e-9) && value <= axis.max * (1 + 1e-9)) {
                marks.push(value);
            }
        });
    }
    var room = Math.floor((axis.isHorizontal() ? axis.width / 45 : axis.height / 20)) || marks.length;
    if (marks.length > room) {
        var top = marks[marks.length - 1];
        var decades = marks.filter(function (value) { return Math.abs(Math.log10(value) - Math.round(Math.log10(value))) < 1e-9; });
        var every = Math.ceil((decades.length + 1) / Math.max(room, 2));
        marks = decades.filter(function (value, i) { return i % every === 0 && value < top; }).concat([top]);
    }
    axis.ticks = marks.map(function (value) { return {value: value, major: false}; });
};

/** Adds to a configuration (parsed from the server's JSON) what JSON cannot carry, and answers it. */
wsslab.prepare = function (config, plugins) {
    config.plugins = plugins || wsslab.plugins;
    var options = config.options = config.options || {};
    options.locale = 'en-US';
    options.responsive = options.responsive !== false;
    // The chart's height is the room plugin's, not a ratio to its width; the legend below the plot with
    // every entry (Chart.js would cut it at half the chart's height).
    options.maintainAspectRatio = false;
    var plugins = options.plugins = options.plugins || {};
    plugins.legend = Object.assign({position: 'bottom', maxHeight: Infinity}, plugins.legend);
    Object.keys(options.scales || {}).forEach(function (name) {
        var scale = options.scales[name], marks = scale.wsslab;
        scale.ticks = scale.ticks || {};
        if (marks && marks.at) {
            // Ticks at exactly the payload sizes, labelled as the tables label them ("1 KB").
            scale.afterBuildTicks = function (axis) {
                axis.ticks = marks.at.map(function (value) { return {value: value}; });
            };
            scale.ticks.callback = function (value) {
                var i = marks.at.indexOf(value);
                return i < 0 ? '' : marks.labels[i];
            };
        } else if (scale.type === 'logarithmic') {
            scale.ticks.callback = wsslab.logTick;
            scale.ticks.autoSkip = false;
            scale.afterDataLimits = wsslab.logLimits;
            scale.afterBuildTicks = wsslab.logTicks;
        } else if (scale.type !== 'category') {
            scale.ticks.callback = wsslab.number;
        }
    });
    return config;
};

/** Draws a server configuration on a canvas and keeps its source for the exports. */
wsslab.draw = function (id, canvas, config) {
    wsslab.sources[id] = JSON.stringify(config);
    return new Chart(canvas, wsslab.prepare(config));
};

/**
 * A chart drawn again, off the page, for an export: at the export's size whatever the window, at the
 * given pixel density, with the fonts of a slide and without the datasets its reader hid in the legend.
 */
wsslab.redraw = function (id, chart, target, scale, plugins, platform, adapt) {
    var config = wsslab.prepare(JSON.parse(wsslab.sources[id]), plugins);
    config.data.datasets = config.data.datasets.filter(function (dataset, i) { return chart.isDatasetVisible(i); });
    wsslab.slideFonts(config.options);
    if (adapt) {
        adapt(config);
    }
    config.options.responsive = false;
    config.options.animation = false;
    config.options.devicePixelRatio = scale;
    if (platform) {
        config.platform = platform;
    }
    var copy = new Chart(target, config);
    wsslab.placeLegend(copy);
    return copy;
};

/**
 * An export's legend where it leaves the plot at least half the fixed height with every entry shown:
 * below the plot, else beside it, else the same in a smaller font (a comparison of 36 series); the
 * last tried where none does.
 */
wsslab.placeLegend = function (chart) {
    var places = [['bottom', wsslab.EXPORT.font], ['right', wsslab.EXPORT.font], ['bottom', 12], ['right', 12]];
    for (var i = 0; i < places.length; i++) {
        if (i > 0) {
            chart.options.plugins.legend.position = places[i][0];
            chart.options.plugins.legend.labels.font = {size: places[i][1]};
            chart.update();
        }
        var legend = chart.legend, area = chart.chartArea;
        var whole = legend.legendHitBoxes.every(function (box) {
            return box.left >= legend.left - 1 && box.left + box.width <= legend.right + 1 && box.top + box.height <= legend.bottom + 1;
        });
        if (whole && area.bottom - area.top >= wsslab.EXPORT.height / 2) {
            return;
        }
    }
};

/** An export's fonts: text to be read on a slide, the same on every chart whatever the window it came from. */
wsslab.slideFonts = function (options) {
    var size = wsslab.EXPORT, plugins = options.plugins;
    plugins.title = Object.assign({}, plugins.title, {font: {size: size.title, weight: 'bold'}});
    plugins.subtitle = Object.assign({}, plugins.subtitle, {font: {size: size.font}});
    plugins.legend.labels = Object.assign({}, plugins.legend.labels, {font: {size: size.font}});
    Object.keys(options.scales || {}).forEach(function (name) {
        var scale = options.scales[name];
        scale.ticks = Object.assign(scale.ticks || {}, {font: {size: size.font}});
        scale.title = Object.assign({}, scale.title, {font: {size: size.axisTitle}});
    });
};

/** The chart as a PNG data URL: the export's size at scale× the pixels (1200×600 CSS px: 2400×1200 at 2×). */
wsslab.png = function (id, chart, scale) {
    var canvas = document.createElement('canvas');
    canvas.width = wsslab.EXPORT.width;
    canvas.height = wsslab.EXPORT.height;
    var copy = wsslab.redraw(id, chart, canvas, scale);
    try {
        return copy.toBase64Image('image/png', 1);
    } finally {
        copy.destroy();
    }
};

/** The chart as SVG text at the export's size: one group per dataset. */
wsslab.svg = function (id, chart) {
    var ctx = new C2S(wsslab.EXPORT.width, wsslab.EXPORT.height);
    // canvas2svg's context stands for its canvas too; Chart.js's basic platform asks no more of it
    // than these (its zoom plugin listens for events, it clears with resetTransform).
    ctx.getContext = function () { return ctx; };
    ctx.style = {};
    ctx.addEventListener = ctx.removeEventListener = function () {};
    ctx.resetTransform = function () { ctx.setTransform(1, 0, 0, 1, 0, 0); };
    var copy = wsslab.redraw(id, chart, ctx, 1, wsslab.plugins.concat([wsslab.datasetGroups]), Chart.BasicPlatform, function (config) {
        // Chart.js strokes a line through a cached Path2D, which canvas2svg cannot record; a line with
        // "segment" options is drawn point to point on the context instead (no segment is styled).
        config.data.datasets.forEach(function (dataset) { dataset.segment = dataset.segment || {}; });
    });
    try {
        return ctx.getSerializedSvg(true);
    } finally {
        copy.destroy();
    }
};

wsslab.download = function (href, file) {
    var link = document.createElement('a');
    link.href = href;
    link.download = file;
    document.body.appendChild(link);
    link.click();
    link.remove();
};

/** Saves a chart as a PNG of the export's size at scale× (the browser's download). */
wsslab.savePng = function (id, chart, scale, file) {
    wsslab.download(wsslab.png(id, chart, scale), file);
};

/** Saves a chart as an SVG file. */
wsslab.saveSvg = function (id, chart, file) {
    var url = URL.createObjectURL(new Blob([wsslab.svg(id, chart)], {type: 'image/svg+xml'}));
    wsslab.download(url, file);
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
};

/*
 * Chart.js follows each chart's container through a resize observer, but charts below the fold were
 * seen left at a width the grid passed through while the window changed (430 px in a 443 px panel).
 * Once the window has settled, every chart is sized to its container again.
 */
if (!wsslab.followingWindow) {
    wsslab.followingWindow = true;
    window.addEventListener('resize', function () {
        clearTimeout(wsslab.settling);
        wsslab.settling = setTimeout(function () {
            Object.values(Chart.instances).forEach(function (chart) { chart.resize(); });
        }, 150);
    });
}

window.wsslab = wsslab;

/** PrimeFaces' p:chart extender: runs with the widget as this, before the chart is built. */
function wsslabCharts() {
    wsslab.sources[this.id] = JSON.stringify(this.cfg.config);
    wsslab.prepare(this.cfg.config);
}
