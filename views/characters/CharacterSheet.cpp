#include "characters/CharacterSheet.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "characters/CharacterRules.h"
#include "characters/Consciousness.h"
#include "characters/McCharacterRules.h"
#include "characters/RaceWords.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonObject>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QTextDocument>

#include <algorithm>

namespace hk::CharacterSheet {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CharacterSheet", text, disambiguation, n);
}

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

// Several lines of user text in one cell or paragraph, escaped, line breaks kept.
QString escLines(const QString& text)
{
    return esc(text.trimmed()).replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
}

// The subset of CSS that QTextDocument understands: class selectors, fonts, colours, margins, cell
// padding and collapsed table borders.
const char* const Style = R"(
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; color: #111; }
h1 { font-size: 20pt; margin-bottom: 0px; }
h2 { font-size: 12pt; margin-top: 14px; margin-bottom: 4px; color: #333; }
p.sub { color: #444; margin-top: 2px; }
table.grid { border-collapse: collapse; border-color: #888; }
table.grid th { background-color: #e8e8e8; text-align: left; }
td.big { font-size: 18pt; font-weight: bold; text-align: center; }
td.label { color: #555; font-size: 8pt; text-align: center; }
td.box { font-size: 12pt; }
p.note { color: #555; font-size: 8pt; }
)";

QString roleName(const QString& role)
{
    if (role == QLatin1String("pc")) return tr("Player character");
    if (role == QLatin1String("npc")) return tr("Non-player character");
    if (role == QLatin1String("apprentice")) return tr("Apprentice");
    if (role == QLatin1String("pet")) return tr("Pet");
    if (role == QLatin1String("monster")) return tr("Monster");
    return role;
}

QString typeName(const QString& type)
{
    if (type == QLatin1String("wizard")) return tr("wizard");
    if (type == QLatin1String("hero")) return tr("hero");
    if (type == QLatin1String("warrior")) return tr("warrior");
    return type;
}

QString spellTypeName(const QString& type)
{
    if (type == QLatin1String("missile")) return tr("missile");
    if (type == QLatin1String("thrown")) return tr("thrown");
    if (type == QLatin1String("creation")) return tr("creation");
    if (type == QLatin1String("special")) return tr("special");
    return type;
}

QString slotName(const QString& slot)
{
    if (slot == QLatin1String("armor")) return tr("Armor");
    if (slot == QLatin1String("shield")) return tr("Shield");
    if (slot == QLatin1String("weapon")) return tr("Weapon");
    return slot;
}

// A spell's cost in a few words for a table cell; the full rule stays in the library.
QString compactCost(const QJsonObject& cost)
{
    if (cost.isEmpty())
        return tr("—");
    const QString kind = cost.value(QLatin1String("kind")).toString();
    if (kind == QLatin1String("fixed") && cost.value(QLatin1String("st")).isDouble())
        return tr("%1 ST").arg(cost.value(QLatin1String("st")).toInt());
    if (kind == QLatin1String("perSt")) {
        const QString per = cost.value(QLatin1String("damagePerSt")).toString(cost.value(QLatin1String("effectPerSt")).toString());
        return per.isEmpty() ? tr("per ST") : tr("per ST (%1)").arg(per);
    }
    if (kind == QLatin1String("perUnit") && cost.value(QLatin1String("st")).isDouble()) {
        const QString each = tr("%1 ST per %2").arg(cost.value(QLatin1String("st")).toInt()).arg(cost.value(QLatin1String("unit")).toString());
        const int base = cost.value(QLatin1String("base")).toInt();
        return base > 0 ? tr("%1 ST + %2").arg(base).arg(each) : each;
    }
    for (const char* key : {"note", "text"}) {
        const QString s = cost.value(QLatin1String(key)).toString();
        if (!s.isEmpty())
            return s;
    }
    return kind == QLatin1String("none") ? tr("none") : tr("varies (see the library)");
}

QString header(const QString& text, const QString& extra = {})
{
    return QStringLiteral("<th%1>%2</th>").arg(extra, esc(text));
}

QString cell(const QString& text, const QString& extra = {})
{
    return QStringLiteral("<td%1>%2</td>").arg(extra, text);
}

QString attributesTable(const Campaign& campaign, const Character& c)
{
    const DerivedValues d = CharacterRules(campaign.rules()).derive(c);
    const bool ww = c.system == QLatin1String("ww");
    const QList<QPair<QString, int>> values = {
        {ww ? tr("STR") : tr("ST"), c.st},
        {ww ? tr("DEX") : tr("DX"), c.dx},
        {ww ? tr("INT") : tr("IQ"), c.iq},
        {ww ? tr("MOV") : tr("MA"), d.ma},
        {tr("Adjusted DX"), d.adjustedDx},
        {tr("Casting DX"), d.castingDx},
        {tr("ST now"), d.currentSt},
        {tr("Hits stopped"), d.hitsStopped},
    };
    QString big, labels;
    for (const auto& [label, value] : values) {
        big += cell(QString::number(value), QStringLiteral(" class=\"big\" width=\"12%\""));
        labels += cell(esc(label), QStringLiteral(" class=\"label\""));
    }
    QString html = QStringLiteral("<table class=\"grid\" border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">"
                                  "<tr>%1</tr><tr>%2</tr></table>")
                       .arg(big, labels);
    if (!d.notes.isEmpty())
        html += QStringLiteral("<p class=\"note\">%1</p>").arg(esc(d.notes.join(QStringLiteral(" · "))));
    return html;
}

// One box per point of ST, in rows of 20; wounds already taken are marked ✗ and fatigue ／ so the
// sheet starts from the character's state today.
QString stBoxes(const Character& c)
{
    const int perRow = 20;
    QString rows;
    for (int start = 0; start < c.st; start += perRow) {
        QString row;
        for (int i = start; i < std::min(c.st, start + perRow); ++i) {
            const QString mark = i < c.wounds ? QStringLiteral("✗") : i < c.wounds + c.fatigue ? QStringLiteral("/") : QString();
            row += cell(mark.isEmpty() ? QStringLiteral("&nbsp;") : mark, QStringLiteral(" class=\"box\" width=\"22\" align=\"center\""));
        }
        rows += QStringLiteral("<tr>%1</tr>").arg(row);
    }
    return QStringLiteral("<h2>%1</h2><table class=\"grid\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\">%2</table>"
                          "<p class=\"note\">%3</p>")
        .arg(esc(tr("Strength (%1 boxes)").arg(c.st)), rows,
             esc(tr("Mark a wound ✗ and fatigue / in a box; wounds and fatigue heal separately.")));
}

QString spellsTable(const Campaign& campaign, const Character& c)
{
    if (c.spells.isEmpty())
        return {};
    const bool ww = c.system == QLatin1String("ww");
    const QString kind = ww                                ? QStringLiteral("ww-spell")
                         : c.system == QLatin1String("mc") ? McCharacterRules::spellKind(campaign.rules())
                                                           : QStringLiteral("spell");
    QString rows;
    for (const QString& id : c.spells) {
        const RuleEntry* e = campaign.rules().entry(kind, id);
        if (!e) {
            rows += QStringLiteral("<tr>%1%2%2%2</tr>").arg(cell(esc(id)), cell(tr("—")));
            continue;
        }
        const QJsonValue level = e->data.value(ww ? QLatin1String("minInt") : QLatin1String("iq"));
        QString name = e->name();
        if (c.spellBonuses.value(id))
            name = tr("%1 (+%2 to cast)").arg(name).arg(c.spellBonuses.value(id));
        if (c.spellsBought.contains(id))
            name = tr("%1, bought with experience").arg(name);
        rows += QStringLiteral("<tr>%1%2%3%4</tr>")
                    .arg(cell(esc(name)), cell(level.isDouble() ? QString::number(level.toInt()) : tr("—")),
                         cell(esc(spellTypeName(e->stringField(QStringLiteral("type"))))),
                         cell(esc(compactCost(e->data.value(QLatin1String("cost")).toObject()))));
    }
    return QStringLiteral("<h2>%1</h2><table class=\"grid\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">"
                          "<tr>%2%3%4%5</tr>%6</table>")
        .arg(esc(tr("Spells (%n)", nullptr, int(c.spells.size()))), header(tr("Spell"), QStringLiteral(" width=\"40%\"")),
             header(ww ? tr("Min INT") : tr("IQ"), QStringLiteral(" width=\"10%\"")), header(tr("Type"), QStringLiteral(" width=\"15%\"")),
             header(tr("Cost")), rows);
}

QString skillsList(const Campaign& campaign, const Character& c)
{
    if (c.system != QLatin1String("ww") || c.skills.isEmpty())
        return {};
    QStringList names;
    for (const QString& id : c.skills) {
        const RuleEntry* e = campaign.rules().entry(QStringLiteral("skill"), id);
        QString name = e ? e->name() : id;
        if (c.skillBonuses.value(id))
            name = tr("%1 +%2").arg(name).arg(c.skillBonuses.value(id));
        if (c.skillsBought.contains(id))
            name = tr("%1 (bought with experience)").arg(name);
        names.append(esc(name));
    }
    return QStringLiteral("<h2>%1</h2><p>%2</p>").arg(esc(tr("Skills")), names.join(QStringLiteral(", ")));
}

QString gearTable(const Character& c)
{
    if (c.gear.isEmpty())
        return {};
    QString rows;
    for (const Gear& g : c.gear) {
        QString name = esc(g.name);
        if (!g.metal.isEmpty())
            name += QStringLiteral(" <span style=\"color:#555\">(%1)</span>").arg(esc(g.metal));
        if (g.maLimit > 0)
            name += QStringLiteral(" <span style=\"color:#555\">%1</span>").arg(esc(tr("— MA %1").arg(g.maLimit)));
        if (!g.ready && g.slot != QLatin1String("armor"))
            name += QStringLiteral(" <span style=\"color:#555\">%1</span>").arg(esc(tr("— not ready")));
        rows += QStringLiteral("<tr>%1%2%3%4%5</tr>")
                    .arg(cell(esc(slotName(g.slot))), cell(name), cell(g.dx ? QString::number(g.dx) : QString()),
                         cell(g.hitsStopped ? QString::number(g.hitsStopped) : QString()), cell(esc(g.damage)));
    }
    return QStringLiteral("<h2>%1</h2><table class=\"grid\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">"
                          "<tr>%2%3%4%5%6</tr>%7</table>")
        .arg(esc(tr("Gear")), header(tr("Kind")), header(tr("Item"), QStringLiteral(" width=\"55%\"")), header(tr("DX")),
             header(tr("Stops")), header(tr("Damage")), rows);
}

// The body of one sheet; `pageBreak` starts it on a new page.
QString body(const Campaign& campaign, const Character& c, bool pageBreak)
{
    QStringList sub{roleName(c.role)};
    QString kind;
    if (!c.race.isEmpty()) {
        const RuleEntry* race = campaign.rules().entry(
            c.system == QLatin1String("mc") ? QStringLiteral("team-race") : QStringLiteral("race"), c.race);
        kind = RaceWords::name(c.race, race ? race->name() : c.race);
    }
    if (!c.creature.isEmpty() && c.role == QLatin1String("monster"))
        kind = kind.isEmpty() ? c.creature : kind;
    else
        kind = (kind + QLatin1Char(' ') + typeName(c.type)).trimmed();
    if (!kind.isEmpty())
        sub.append(kind);
    if (!c.player.isEmpty())
        sub.append(tr("played by %1").arg(c.player));
    if (!c.party.isEmpty())
        sub.append(tr("party: %1").arg(c.party));
    if (c.dead)
        sub.append(tr("dead"));
    else if (c.archived)
        sub.append(tr("archived"));
    else if (Consciousness(campaign.rules()).isUnconscious(c))
        sub.append(tr("unconscious"));
    for (QString& s : sub)
        s = esc(s);

    QString html = QStringLiteral("<h1%1>%2</h1><p class=\"sub\">%3</p>")
                       .arg(pageBreak ? QStringLiteral(" style=\"page-break-before: always\"") : QString(),
                            esc(c.name.isEmpty() ? tr("(unnamed)") : c.name), sub.join(QStringLiteral(" · ")));
    html += attributesTable(campaign, c);
    html += stBoxes(c);
    html += spellsTable(campaign, c);
    html += skillsList(campaign, c);
    html += gearTable(c);
    html += QStringLiteral("<h2>%1</h2><p>%2</p>")
                .arg(esc(tr("Experience")),
                     esc(tr("%1 EP unspent · %2 attribute point(s) bought with experience").arg(c.experience).arg(c.pointsBought)));
    if (!c.notes.trimmed().isEmpty())
        html += QStringLiteral("<h2>%1</h2><p>%2</p>").arg(esc(tr("Notes")), escLines(c.notes));
    return html;
}

QString document(const Campaign& campaign, const QList<Character>& characters)
{
    QString bodies;
    for (int i = 0; i < characters.size(); ++i)
        bodies += body(campaign, characters.at(i), i > 0);
    return QStringLiteral("<html><head><meta charset=\"utf-8\"/><style>%1</style></head><body>%2</body></html>")
        .arg(QString::fromUtf8(Style), bodies);
}

// Lays the sheets out in pages the size of the device's printable area, measured at 96 dots per inch
// (a 1×1 image with that resolution is the layout's device), so the px sizes of the style mean the same on
// paper as on screen and QTextDocument::print adds no margins or page numbers of its own: the page layout
// of the PDF writer or printer decides the margins.
void layOut(QTextDocument* doc, QImage* dpiDevice, const QPagedPaintDevice& device, const Campaign& campaign,
            const QList<Character>& characters)
{
    constexpr int Dpi = 96;
    *dpiDevice = QImage(1, 1, QImage::Format_RGB32);
    dpiDevice->setDotsPerMeterX(qRound(Dpi / 0.0254));
    dpiDevice->setDotsPerMeterY(qRound(Dpi / 0.0254));
    doc->documentLayout()->setPaintDevice(dpiDevice);
    doc->setDocumentMargin(0);
    doc->setHtml(document(campaign, characters));
    doc->setPageSize(device.pageLayout().paintRect(QPageLayout::Inch).size() * Dpi);
}

QPageLayout a4()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
}

} // namespace

QString html(const Campaign& campaign, const Character& character)
{
    return document(campaign, {character});
}

bool exportPdf(const Campaign& campaign, const QList<Character>& characters, const QString& path, QString* error)
{
    if (characters.isEmpty()) {
        *error = tr("There is no character to put in the PDF.");
        return false;
    }
    // QPdfWriter reports nothing when it cannot open its file, so try the file first.
    {
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly)) {
            *error = tr("Cannot write the PDF to “%1”: %2").arg(QDir::toNativeSeparators(path), probe.errorString());
            return false;
        }
    }
    {
        QPdfWriter writer(path);
        writer.setCreator(QStringLiteral("Hexkeeper"));
        writer.setTitle(characters.size() == 1 ? characters.first().name : tr("Character sheets"));
        writer.setResolution(300);
        writer.setPageLayout(a4());
        QTextDocument doc;
        QImage dpiDevice;
        layOut(&doc, &dpiDevice, writer, campaign, characters);
        doc.print(&writer);
    }
    if (QFileInfo(path).size() == 0) {
        *error = tr("The PDF “%1” came out empty.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    return true;
}

bool print(const Campaign& campaign, const QList<Character>& characters, QWidget* parent)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(a4());
    printer.setDocName(characters.size() == 1 ? characters.first().name : tr("Character sheets"));
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(tr("Print character sheets"));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QTextDocument doc;
    QImage dpiDevice;
    layOut(&doc, &dpiDevice, printer, campaign, characters);
    doc.print(&printer);
    return true;
}

} // namespace hk::CharacterSheet
