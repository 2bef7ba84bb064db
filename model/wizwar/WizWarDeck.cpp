#include "wizwar/WizWarDeck.h"

#include "campaign/Campaign.h"
#include "houserules/HouseRuleRepository.h"
#include "houserules/HouseRules.h"
#include "packages/Ruleset.h"
#include "text/UserText.h"
#include "wizwar/WizWarCardCsv.h"
#include "wizwar/WizWarDeckCount.h"

#include <QRegularExpression>

namespace hk {

namespace {

const QString cardKind = QStringLiteral("card");

bool addedByCampaign(Campaign& campaign, const QString& id)
{
    QString ignored;
    const std::optional<HouseRule> row = HouseRuleRepository(campaign.database()).find(cardKind, id, &ignored);
    return row && row->action == HouseRule::Add;
}

} // namespace

wizwar::CardLibrary WizWarDeck::cards() const
{
    return wizwar::CardLibrary::fromRules(m_campaign.rules());
}

bool WizWarDeck::starterDeck() const
{
    return cards().starterDeck();
}

bool WizWarDeck::setStarterDeck(bool on, QString* error)
{
    if (!m_campaign.rules().entry(QStringLiteral("rule"), wizwar::CardLibrary::starterSwitch())) {
        *error = tr("This campaign's rules have no starter deck.");
        return false;
    }
    return m_campaign.change(on ? tr("Starter deck on") : tr("Starter deck off"), [&](QString*, QString* e) {
        return HouseRules::setValue(m_campaign, QStringLiteral("rule"), wizwar::CardLibrary::starterSwitch(),
                                    QStringLiteral("defaultOn"), on, tr("Deck editor"), e);
    }, error);
}

QString WizWarDeck::freeId(const wizwar::CardLibrary& library, const QString& name) const
{
    QString base = name.trimmed().toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    if (base.isEmpty())
        base = QStringLiteral("card");
    QString id = base;
    const auto taken = [&](const QString& candidate) {
        if (m_campaign.rules().entry(cardKind, candidate))
            return true;
        for (const wizwar::CardDef& c : library.all())
            if (c.id == candidate)
                return true;
        return false;
    };
    for (int n = 2; taken(id); ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

// Inside a change: writes one card against the library as it stood when the change began.
bool WizWarDeck::saveIn(const wizwar::CardLibrary& library, const QString& name, const wizwar::CardDef& card, QString* error)
{
    const QString newName = card.name.trimmed();
    if (!UserText::checkName(newName, tr("The card's name"), error))
        return false;
    const wizwar::CardDef* before = name.isEmpty() ? nullptr : library.find(name);
    if (!name.isEmpty() && !before) {
        *error = tr("The deck has no card “%1”.").arg(name);
        return false;
    }
    const wizwar::CardDef* clash = library.find(newName);
    if (clash && clash != before) {
        *error = tr("The deck has a card called “%1” already.").arg(clash->name);
        return false;
    }
    QJsonObject fields = wizwar::cardFields(card);
    fields.insert(QStringLiteral("name"), newName);
    if (before && !addedByCampaign(m_campaign, before->id)) {
        // A book or starter card: its changed fields as house rules (its name stays the book's).
        if (newName != before->name) {
            *error = tr("“%1” is a card of the rules; its name stays. Duplicate it for a card of your own.").arg(before->name);
            return false;
        }
        const QJsonObject changes = wizwar::changedFields(*before, card);
        return changes.isEmpty()
               || HouseRules::setValues(m_campaign, cardKind, before->id, changes, tr("Deck editor"), error);
    }
    QString id = before ? before->id : freeId(library, newName);
    fields.insert(QStringLiteral("id"), id);
    if (fields.value(QLatin1String("summary")).toString().isEmpty())
        fields.insert(QStringLiteral("summary"), tr("Typed in from the players' deck."));
    if (before && !HouseRules::removeEntry(m_campaign, cardKind, id, error))
        return false;
    return HouseRules::addEntry(m_campaign, cardKind, fields, tr("A card from the players' deck"), error);
}

bool WizWarDeck::save(const QString& name, const wizwar::CardDef& card, QString* error)
{
    const QString text = name.isEmpty() ? tr("Add card %1").arg(card.name.trimmed()) : tr("Change card %1").arg(name);
    return m_campaign.change(text, [&](QString*, QString* e) { return saveIn(cards(), name, card, e); }, error);
}

bool WizWarDeck::duplicate(const QString& name, QString* newName, QString* error)
{
    return m_campaign.change(tr("Duplicate card %1").arg(name), [&](QString*, QString* e) {
        const wizwar::CardLibrary library = cards();
        const wizwar::CardDef* original = library.find(name);
        if (!original) {
            *e = tr("The deck has no card “%1”.").arg(name);
            return false;
        }
        wizwar::CardDef copy = *original;
        QString base = original->name;
        base.remove(QRegularExpression(QStringLiteral(" \\(\\d+\\)$")));
        for (int n = 2; library.find(copy.name); ++n)
            copy.name = QStringLiteral("%1 (%2)").arg(base).arg(n);
        if (newName)
            *newName = copy.name;
        return saveIn(library, {}, copy, e);
    }, error);
}

bool WizWarDeck::remove(const QString& name, QString* error)
{
    return m_campaign.change(tr("Remove card %1").arg(name), [&](QString*, QString* e) {
        const wizwar::CardLibrary library = cards();
        const wizwar::CardDef* card = library.find(name);
        if (!card) {
            *e = tr("The deck has no card “%1”.").arg(name);
            return false;
        }
        if (addedByCampaign(m_campaign, card->id))
            return HouseRules::removeEntry(m_campaign, cardKind, card->id, e);
        if (card->copies == 0) {
            *e = tr("“%1” is out of the deck already.").arg(card->name);
            return false;
        }
        return HouseRules::setValue(m_campaign, cardKind, card->id, QStringLiteral("copies"), 0, tr("Deck editor"), e);
    }, error);
}

bool WizWarDeck::importCsv(const QString& text, int* count, QString* error)
{
    const std::optional<QList<wizwar::CardCsv::Row>> rows = wizwar::CardCsv::read(text, error);
    if (!rows)
        return false;
    int changed = 0;
    const bool ok = m_campaign.change(tr("Import %n card(s)", nullptr, int(rows->size())), [&](QString*, QString* e) {
        const wizwar::CardLibrary library = cards();
        for (const wizwar::CardCsv::Row& row : *rows) {
            const wizwar::CardDef* known = library.find(row.name);
            wizwar::CardDef card = known ? *known : wizwar::CardDef{};
            card.name = known ? known->name : row.name;
            if (!wizwar::CardCsv::apply(row, m_campaign.rules(), &card, e))
                return false;
            if (known && wizwar::changedFields(*known, card).isEmpty())
                continue;
            QString why;
            if (!saveIn(library, known ? known->name : QString(), card, &why)) {
                *e = tr("Row %1 (%2): %3").arg(row.number).arg(row.name, why);
                return false;
            }
            ++changed;
        }
        return true;
    }, error);
    if (ok && count)
        *count = changed;
    return ok;
}

QString WizWarDeck::exportCsv() const
{
    return wizwar::CardCsv::write(cards().all());
}

} // namespace hk
