/*
 * What every wsslab chart adds to Chart.js, on the console's pages and in the offline report alike:
 * interval whiskers for bar datasets that carry "intervals" ([[low, high], ...] beside "data"), and a
 * white background, so an exported PNG reads the same on any page it is pasted into.
 */
var wsslab = window.wsslab || {};

wsslab.intervals = {
    id: 'wsslabIntervals',
    afterDatasetsDraw: function (chart) {
        var ctx = chart.ctx, y = chart.scales.y;
        chart.data.datasets.forEach(function (dataset, i) {
            var meta = chart.getDatasetMeta(i);
            if (!dataset.intervals || meta.hidden) {
                return;
            }
            ctx.save();
            ctx.strokeStyle = '#1f2933';
            ctx.lineWidth = 1;
            meta.data.forEach(function (bar, j) {
                var interval = dataset.intervals[j];
                if (!interval || interval[0] === null || interval[1] === null) {
                    return;
                }
                var low = y.getPixelForValue(interval[0]), high = y.getPixelForValue(interval[1]);
                var cap = Math.min(6, bar.width / 3 || 6);
                ctx.beginPath();
                ctx.moveTo(bar.x, low); ctx.lineTo(bar.x, high);
                ctx.moveTo(bar.x - cap, low); ctx.lineTo(bar.x + cap, low);
                ctx.moveTo(bar.x - cap, high); ctx.lineTo(bar.x + cap, high);
                ctx.stroke();
            });
            ctx.restore();
        });
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

wsslab.plugins = [wsslab.whiteBackground, wsslab.intervals];

/** Saves a Chart.js chart's canvas as a PNG file (the browser's download). */
wsslab.savePng = function (chart, file) {
    var link = document.createElement('a');
    link.href = chart.toBase64Image('image/png', 1);
    link.download = file;
    document.body.appendChild(link);
    link.click();
    link.remove();
};

window.wsslab = wsslab;

/** PrimeFaces' p:chart extender: runs with the widget as this, before the chart is built. */
function wsslabCharts() {
    this.cfg.config.plugins = wsslab.plugins;
}
