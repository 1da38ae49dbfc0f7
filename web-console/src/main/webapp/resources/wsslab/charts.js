/*
 * What every wsslab chart adds to Chart.js, on the console's pages and in the offline reports alike.
 * The configuration comes from the server (ChartJson: data, colours, axis titles, which ticks); this
 * file only adds what JSON cannot carry: interval whiskers for datasets with "intervals" ([[low, high],
 * ...] beside "data"; "xIntervals" across, for points), tick labels (an axis's "wsslab" entry: ticks at given values with given labels,
 * or a log axis labelled at 1, 2 and 5 of each decade), a white background, and the exports, which draw
 * the same configuration again: PNG at 2× or 3× the chart's size, and SVG through canvas2svg.
 */
var wsslab = window.wsslab || {};

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

wsslab.plugins = [wsslab.whiteBackground, wsslab.intervals, wsslab.accessible];

/** "12", "1,500", "0.25": tick labels with thousands separators whatever the reader's locale. */
wsslab.number = function (value) {
    return wsslab.numberFormat.format(value);
};

/** A log axis is labelled at 1, 2 and 5 of each decade; the other ticks are grid lines only. */
wsslab.logTick = function (value) {
    var mantissa = value / Math.pow(10, Math.floor(Math.log10(value) + 1e-9));
    return [1, 2, 5].some(function (m) { return Math.abs(mantissa - m) < 1e-6; }) ? wsslab.number(value) : '';
};

/** Adds to a configuration (parsed from the server's JSON) what JSON cannot carry, and answers it. */
wsslab.prepare = function (config, plugins) {
    config.plugins = plugins || wsslab.plugins;
    var options = config.options = config.options || {};
    options.locale = 'en-US';
    options.responsive = options.responsive !== false;
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

/** A chart drawn again, off the page, on a target of the chart's size, at the given pixel density. */
wsslab.redraw = function (id, target, scale, plugins, platform, adapt) {
    var config = wsslab.prepare(JSON.parse(wsslab.sources[id]), plugins);
    if (adapt) {
        adapt(config);
    }
    config.options.responsive = false;
    config.options.animation = false;
    config.options.devicePixelRatio = scale;
    if (platform) {
        config.platform = platform;
    }
    return new Chart(target, config);
};

/** The chart drawn again at scale× its size on the page, as a PNG data URL. */
wsslab.png = function (id, chart, scale) {
    var canvas = document.createElement('canvas');
    canvas.width = chart.width;
    canvas.height = chart.height;
    var copy = wsslab.redraw(id, canvas, scale);
    try {
        return copy.toBase64Image('image/png', 1);
    } finally {
        copy.destroy();
    }
};

/** The chart drawn again as SVG text, at its size on the page: one group per dataset. */
wsslab.svg = function (id, chart) {
    var ctx = new C2S(chart.width, chart.height);
    // canvas2svg's context stands for its canvas too; Chart.js's basic platform asks no more of it
    // than these (its zoom plugin listens for events, it clears with resetTransform).
    ctx.getContext = function () { return ctx; };
    ctx.style = {};
    ctx.addEventListener = ctx.removeEventListener = function () {};
    ctx.resetTransform = function () { ctx.setTransform(1, 0, 0, 1, 0, 0); };
    var copy = wsslab.redraw(id, ctx, 1, wsslab.plugins.concat([wsslab.datasetGroups]), Chart.BasicPlatform, function (config) {
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

/** Saves a chart as a PNG at scale× its size on the page (the browser's download). */
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
