package org.wsslab.browser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.wsslab.it.support.Poll;

/**
 * The browser tests' shared harness (their page objects drive it): a real browser on the console: Debian's headless chromium through the system's chromedriver,
 * both named explicitly so that Selenium never looks for (or downloads) a browser of its own.
 * Downloads land in a fresh folder of their own. One is started per test class ({@link BrowserTest}), as a start
 * costs seconds on a busy machine; {@link #reset()} puts it back as started between tests.
 */
final class ConsoleBrowser implements AutoCloseable {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    /** The reference window: 1440×900, a common laptop's. */
    static final int WIDTH = 1440;
    static final int HEIGHT = 900;

    private final WebDriver driver;
    private final String base;
    private final Path downloads;

    ConsoleBrowser() throws IOException {
        this(false);
    }

    /**
     * @param offline a browser whose every network request (loopback included) goes to a closed
     *                port: only what a page carries inside itself can render
     */
    ConsoleBrowser(boolean offline) throws IOException {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(DRIVER)) {
            throw new IllegalStateException("browser tests need Debian's chromium and chromium-driver: "
                    + "apt-get install chromium chromium-driver (.ci/run does)");
        }
        this.downloads = Files.createTempDirectory("wsslab-downloads");
        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=" + WIDTH + "," + HEIGHT);
        options.setExperimentalOption("prefs", Map.of("download.default_directory", downloads.toString(),
                "download.prompt_for_download", false));
        if (offline) {
            options.addArguments("--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>");
        }
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build();
        this.driver = new ChromeDriver(service, options);
        this.base = "http://localhost:" + System.getProperty("wsslab.it.httpPort", "28080") + "/wsslab/";
    }

    public WebDriver driver() {
        return driver;
    }

    public void open(String page) {
        driver.get(base + page);
    }

    /** The HTTP status of the page shown (the browser renders an error's body or nothing, never the status). */
    public int responseStatus() {
        return ((Number) script("return performance.getEntriesByType('navigation')[0].responseStatus;")).intValue();
    }

    public void waitFor(Duration within, By element) {
        new WebDriverWait(driver, within).until(ExpectedConditions.presenceOfElementLocated(element));
    }

    /** Has the browser live in this time zone (an IANA id, e.g. Asia/Kolkata), as a reader there would. */
    public void timeZone(String zone) {
        ((ChromeDriver) driver).executeCdpCommand("Emulation.setTimezoneOverride", Map.of("timezoneId", zone));
    }

    /**
     * Signs out as a new visitor would be: every cookie gone (the console keeps the sign-in and the
     * new-run form in the session its cookie names), so the next page starts a session of its own.
     */
    public void signOut() {
        ((ChromeDriver) driver).executeCdpCommand("Network.clearBrowserCookies", Map.of());
    }

    /**
     * Back to the state of a browser just started, so that a test does not depend on the one before:
     * one tab on a blank page (no poll of the last page left running), no question open, signed out,
     * the reference window, the host's time zone (an empty id ends the override), no downloads.
     */
    public void reset() throws IOException {
        try {
            driver.switchTo().alert().dismiss();
        } catch (NoAlertPresentException none) {
            // the usual case: the last test left no question open
        }
        List<String> tabs = new ArrayList<>(driver.getWindowHandles());
        for (String tab : tabs.subList(1, tabs.size())) {
            driver.switchTo().window(tab).close();
        }
        driver.switchTo().window(tabs.get(0));
        driver.get("about:blank");
        signOut();
        timeZone("");
        resize(WIDTH, HEIGHT);
        emptyDownloads();
    }

    private void emptyDownloads() throws IOException {
        try (Stream<Path> files = Files.list(downloads)) {
            for (Path file : files.toList()) {
                Files.deleteIfExists(file); // a download the last test left running may end meanwhile
            }
        }
    }

    public void resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    public Object script(String javascript, Object... arguments) {
        return ((JavascriptExecutor) driver).executeScript(javascript, arguments);
    }

    /** Clicks what starts a download and answers the downloaded file once the browser has finished it. */
    public Path download(By link, String fileName) throws IOException {
        Path file = downloads.resolve(fileName);
        Files.deleteIfExists(file);
        driver.findElement(link).click();
        Poll.until("the download " + fileName, Duration.ofSeconds(30), Duration.ofMillis(100), this::downloaded,
                present -> present.contains(fileName) && present.stream().noneMatch(f -> f.endsWith(".crdownload")));
        return file;
    }

    /** The names in the downloads folder (a download in progress ends in .crdownload). */
    private List<String> downloaded() throws IOException {
        try (Stream<Path> files = Files.list(downloads)) {
            return files.map(f -> f.getFileName().toString()).toList();
        }
    }

    /** Saves the whole page (not only the window) under target/screenshots, for a person to look at. */
    public Path screenshot(String name) throws IOException {
        Path folder = Path.of(System.getProperty("wsslab.it.screenshots", "target/screenshots"));
        Files.createDirectories(folder);
        Path file = folder.resolve(name + ".png");
        long height = ((Number) script("return document.documentElement.scrollHeight;")).longValue();
        driver.manage().window().setSize(new Dimension(WIDTH, (int) Math.min(Math.max(height + 150, HEIGHT), 12_000)));
        try {
            Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        } finally {
            driver.manage().window().setSize(new Dimension(WIDTH, HEIGHT));
        }
        return file;
    }

    @SuppressWarnings("unchecked")
    public List<Map<String, Object>> datasets(String chartScript) {
        return (List<Map<String, Object>>) script("const c = " + chartScript + ";"
                + " return c.data.datasets.map(d => ({label: d.label, data: d.data, intervals: d.intervals || null}));");
    }

    @SuppressWarnings("unchecked")
    public List<Object> labels(String chartScript) {
        return (List<Object>) script("return (" + chartScript + ").data.labels;");
    }

    @Override
    public void close() throws IOException {
        driver.quit();
        try (Stream<Path> files = Files.walk(downloads)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }
}
