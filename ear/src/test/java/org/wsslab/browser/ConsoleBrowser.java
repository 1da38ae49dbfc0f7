package org.wsslab.browser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.wsslab.it.support.LabApi;

/**
 * A real browser on the console: Debian's headless chromium through the system's chromedriver,
 * both named explicitly so that Selenium never looks for (or downloads) a browser of its own.
 */
final class ConsoleBrowser implements AutoCloseable {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private final WebDriver driver;
    private final String base;

    ConsoleBrowser() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(DRIVER)) {
            throw new IllegalStateException("browser tests need Debian's chromium and chromium-driver: "
                    + "apt-get install chromium chromium-driver (.ci/run does)");
        }
        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1000");
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

    public void signIn(LabApi.Caller caller) {
        open("login.xhtml");
        driver.findElement(By.id("signin:name")).sendKeys(caller.user());
        driver.findElement(By.id("signin:password")).sendKeys(caller.password());
        driver.findElement(By.id("signin:submit")).click();
        waitFor(Duration.ofSeconds(20), By.id("runs"));
    }

    public void waitFor(Duration within, By element) {
        new WebDriverWait(driver, within).until(ExpectedConditions.presenceOfElementLocated(element));
    }

    public Object script(String javascript) {
        return ((JavascriptExecutor) driver).executeScript(javascript);
    }

    /** Saves what the page shows under target/screenshots, for a person to look at. */
    public Path screenshot(String name) throws IOException {
        Path folder = Path.of(System.getProperty("wsslab.it.screenshots", "target/screenshots"));
        Files.createDirectories(folder);
        Path file = folder.resolve(name + ".png");
        Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        return file;
    }

    @Override
    public void close() {
        driver.quit();
    }
}
