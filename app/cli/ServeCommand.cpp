#include "CliCommand.h"
#include "EncounterLookup.h"
#include "i18n/Translate.h"

#include "PlayersServer.h"
#include "QrCode.h"
#include "TlsIdentity.h"

#include "campaign/Campaign.h"
#include "players/PlayerLinks.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace hk {

// Why this exists: `serve` runs the players' server without the window — on a machine in the corner of the
// room, or for a test — on the campaign as the GM's window and scripts change it (it notices their changes).

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

constexpr quint16 DefaultPort = 8421;
int s_stopWriter = -1;

// Ctrl+C or a TERM ends the event loop through a pipe (a signal handler may only write to a descriptor).
void stopOnSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(s_stopWriter, &byte, 1);
}

// The secure server's identity: the GM's own files (--cert/--key), else Hexkeeper's own pair, made once.
std::optional<TlsIdentity> tlsIdentity(CliContext& ctx, QString* error)
{
    const bool cert = ctx.parser.isSet(QStringLiteral("cert"));
    const bool key = ctx.parser.isSet(QStringLiteral("key"));
    if (cert != key) {
        *error = tr("--cert and --key go together: the certificate and its private key.");
        return std::nullopt;
    }
    if (cert)
        return TlsIdentity::fromFiles(ctx.parser.value(QStringLiteral("cert")), ctx.parser.value(QStringLiteral("key")), error);
    return TlsIdentity::ownOrMake(TlsIdentity::defaultFolder(), error);
}

// --tls, --cert/--key, --public, --trusted-proxy and --public-url into the server's options; false with a usage
// message when they do not fit together.
bool secureOptions(CliContext& ctx, PlayersServer::Options* options, std::optional<TlsIdentity>* identity, int* exit)
{
    const bool tls = ctx.parser.isSet(QStringLiteral("tls")) || ctx.parser.isSet(QStringLiteral("cert"));
    if (tls) {
        QString error;
        *identity = tlsIdentity(ctx, &error);
        if (!*identity) {
            *exit = ctx.fail(error);
            return false;
        }
        options->tls = (*identity)->serverConfiguration();
    }
    options->localPeersOnly = !ctx.parser.isSet(QStringLiteral("public"));
    if (ctx.parser.isSet(QStringLiteral("trusted-proxy"))
        && !options->trustedProxy.setAddress(ctx.parser.value(QStringLiteral("trusted-proxy")))) {
        *exit = ctx.usage(tr("--trusted-proxy takes the proxy's address, like 127.0.0.1"));
        return false;
    }
    if (ctx.parser.isSet(QStringLiteral("public-url"))) {
        options->publicUrl = QUrl(ctx.parser.value(QStringLiteral("public-url")));
        if (!options->publicUrl.isValid() || options->publicUrl.host().isEmpty()
            || (options->publicUrl.scheme() != QLatin1String("https") && options->publicUrl.scheme() != QLatin1String("http"))) {
            *exit = ctx.usage(tr("--public-url takes the address players open, like https://game.example.org"));
            return false;
        }
        options->extraHostNames.append(options->publicUrl.host());
    }
    return true;
}

int serve(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    int port = DefaultPort;
    if (!ctx.intOption(QStringLiteral("port"), &port, 0, 65535))
        return ExitUsage;
    PlayersServer::Options options;
    options.port = quint16(port);
    if (ctx.parser.isSet(QStringLiteral("bind")) && !options.bind.setAddress(ctx.parser.value(QStringLiteral("bind"))))
        return ctx.usage(tr("--bind takes an address of this machine, like 192.168.1.5 or 127.0.0.1"));
    std::optional<TlsIdentity> identity;
    int exit = ExitOk;
    if (!secureOptions(ctx, &options, &identity, &exit))
        return exit;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PlayersServer server(*campaign);
    if (ctx.parser.isSet(QStringLiteral("encounter"))) {
        Encounter e;
        QString error;
        if (!EncounterLookup::findEncounter(*campaign, ctx.parser.value(QStringLiteral("encounter")), &e, &error))
            return ctx.fail(error);
        server.setEncounter(e.id);
    }
    QString error;
    if (!server.start(options, &error))
        return ctx.fail(error);
    campaign->watchOutsideChanges(150);
    ctx.print(tr("The players' server listens on port %1. Stop it with Ctrl+C.").arg(server.port()));
    if (identity) {
        ctx.print(tr("Secure (HTTPS). The certificate's SHA-256 fingerprint, for players to check in their browser:"));
        ctx.print(identity->fingerprint());
    }
    if (!options.localPeersOnly)
        ctx.print(tr("Open beyond the local network: peers from outside come in only over HTTPS or through the trusted proxy."));
    const QList<PlayerLink> links = PlayerLinks(*campaign).list(false, &error);
    if (links.isEmpty())
        ctx.print(tr("No player has a link yet: make one with “hexkeeper-cli players add FILE NAME”."));
    for (const PlayerLink& link : links) {
        ctx.print(tr("%1: %2").arg(link.name, server.linkUrl(link).toString()));
        if (!ctx.parser.isSet(QStringLiteral("no-qr")))
            if (const std::optional<QrCode> code = QrCode::encode(server.linkUrl(link).toString()))
                ctx.print(code->terminalText());
    }
    QObject::connect(&server, &PlayersServer::connectionsChanged, &server, [&ctx, &server] {
        QStringList who;
        for (const PlayersServer::Connection& c : server.connections())
            who.append(tr("%1 (%2)").arg(c.player, c.peer.toString()));
        ctx.print(who.isEmpty() ? tr("No page is open.") : tr("Open pages: %1").arg(who.join(QStringLiteral(", "))));
    });
    QObject::connect(&server, &PlayersServer::refused, &server, [&ctx](const QString& what) { ctx.warn(tr("Refused %1").arg(what)); });

    int pipe[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, pipe) != 0)
        return ctx.fail(tr("cannot watch for Ctrl+C"));
    s_stopWriter = pipe[0];
    QSocketNotifier stopper(pipe[1], QSocketNotifier::Read);
    QObject::connect(&stopper, &QSocketNotifier::activated, qApp, &QCoreApplication::quit);
    std::signal(SIGINT, stopOnSignal);
    std::signal(SIGTERM, stopOnSignal);
    QCoreApplication::exec();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    server.stop();
    ::close(pipe[0]);
    ::close(pipe[1]);
    ctx.print(tr("The players' server has stopped."));
    return ExitOk;
}

} // namespace

QList<CliCommand> serveCommands()
{
    return {
        {{QStringLiteral("serve")},
         QStringLiteral("FILE [--port N] [--bind ADDRESS] [--encounter ENC] [--tls [--cert FILE --key FILE]] [--public] "
                        "[--trusted-proxy ADDRESS] [--public-url URL]"),
         tr("Serve the players' live pages on the local network until stopped (Ctrl+C)."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("port"), tr("The port to listen on (default 8421; 0: any free port)."), tr("N")});
             p.addOption({QStringLiteral("bind"), tr("Listen on this address only (default: every address of this machine)."), tr("ADDRESS")});
             p.addOption({QStringLiteral("encounter"), tr("The fight the pages show (default: the newest under way)."), tr("ENC")});
             p.addOption({QStringLiteral("no-qr"), tr("Do not print the links' QR codes.")});
             p.addOption({QStringLiteral("tls"), tr("Serve over HTTPS with Hexkeeper's own certificate (made once, kept in your data folder).")});
             p.addOption({QStringLiteral("cert"), tr("Serve over HTTPS with this certificate (PEM) instead; needs --key."), tr("FILE")});
             p.addOption({QStringLiteral("key"), tr("The private key (PEM) of the certificate given with --cert."), tr("FILE")});
             p.addOption({QStringLiteral("public"), tr("Let in players from beyond the local network (over HTTPS, or through --trusted-proxy).")});
             p.addOption({QStringLiteral("trusted-proxy"), tr("A reverse proxy in front of the server: its X-Forwarded-For names the player."), tr("ADDRESS")});
             p.addOption({QStringLiteral("public-url"), tr("The address players open when it is not this machine's (the proxy's)."), tr("URL")});
         },
         serve},
    };
}

} // namespace hk
