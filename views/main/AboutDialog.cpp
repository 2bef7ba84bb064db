#include "main/AboutDialog.h"

#include "packages/PackageRegistry.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hk {

AboutDialog::AboutDialog(const PackageRegistry& registry, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("About Hexkeeper"));
    auto* text = new QTextBrowser(this);
    text->setOpenExternalLinks(false);
    text->setHtml(html(registry));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resize(640, 560);
}

QString AboutDialog::html(const PackageRegistry& registry)
{
    QString html = tr("<h2>Hexkeeper %1</h2>"
                      "<p>A game-master tool for Fantasy-Trip-style games. Built with Qt %2.</p>"
                      "<p>The rules come from the books listed below. Hexkeeper carries over their facts — names, "
                      "numbers, costs and tables — and describes everything in its own words. Each entry in the "
                      "rules library names the line of the book it comes from.</p><h3>Sources</h3>")
                       .arg(QStringLiteral(HK_VERSION), QStringLiteral(QT_VERSION_STR));
    for (const RulesetPackage* p : registry.packages()) {
        html += QStringLiteral("<p><b>%1</b> (%2, %3)<br/>%4<br/><i>%5</i></p>")
                    .arg(p->title().toHtmlEscaped(), p->id(), p->role() == QLatin1String("option") ? tr("option pack") : tr("ruleset"),
                         p->attribution().toHtmlEscaped(), p->licence().toHtmlEscaped());
    }
    return html;
}

} // namespace hk
