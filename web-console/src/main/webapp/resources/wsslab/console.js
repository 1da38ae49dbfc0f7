/*
 * Times the server sends in UTC (<time class="local-time" datetime="2026-11-24T20:52:31Z">) shown in the
 * reader's own time zone, to the second, with the zone named; the UTC time stays in the title. Again after
 * every PrimeFaces update (a poll redraws the runs list).
 */
(function () {
    var format = new Intl.DateTimeFormat('sv-SE', {year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit',
        minute: '2-digit', second: '2-digit', hour12: false, timeZoneName: 'short'});

    function localise() {
        document.querySelectorAll('time.local-time[datetime]').forEach(function (time) {
            var when = new Date(time.getAttribute('datetime'));
            if (!isNaN(when.getTime())) {
                time.textContent = format.format(when);
                time.title = time.getAttribute('datetime') + ' (UTC)';
            }
        });
    }

    document.addEventListener('DOMContentLoaded', function () {
        localise();
        if (window.jQuery) {
            window.jQuery(document).on('pfAjaxComplete', localise);
        }
    });
})();
