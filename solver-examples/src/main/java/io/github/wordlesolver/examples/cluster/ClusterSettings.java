package io.github.wordlesolver.examples.cluster;

import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import java.util.List;

/**
 * The Hazelcast settings workers and clients share: the cluster's name, TCP/IP discovery of the
 * listed members only (no multicast, no cloud discovery), no phone-home, and quiet logging.
 */
final class ClusterSettings {
  /** The cluster name every worker and client uses. */
  static final String CLUSTER = "wordle-solver";

  /** The name of the distributed executor that runs proof tasks. */
  static final String EXECUTOR = "wordle-proof";

  private ClusterSettings() {}

  /**
   * Returns a member's configuration: bound to {@code host} only, on exactly {@code port}, joining
   * the members at {@code join} (HOST:PORT each) over TCP/IP.
   */
  static Config member(String host, int port, List<String> join) {
    Config config = new Config();
    config.setClusterName(CLUSTER);
    quiet(config.getProperties());
    config.setProperty("hazelcast.socket.bind.any", "false");
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
    NetworkConfig network = config.getNetworkConfig();
    network.setPort(port).setPortAutoIncrement(false).setPublicAddress(host + ":" + port);
    network.getInterfaces().setEnabled(true).addInterface(host);
    JoinConfig joining = network.getJoin();
    joining.getMulticastConfig().setEnabled(false);
    joining.getAutoDetectionConfig().setEnabled(false);
    joining.getTcpIpConfig().setEnabled(true).addMember(host + ":" + port);
    for (String address : join) {
      joining.getTcpIpConfig().addMember(address);
    }
    config.getExecutorConfig(EXECUTOR).setPoolSize(Runtime.getRuntime().availableProcessors());
    return config;
  }

  /** Returns a client's configuration for the members at {@code members} (HOST:PORT each). */
  static ClientConfig client(List<String> members) {
    ClientConfig config = new ClientConfig();
    config.setClusterName(CLUSTER);
    quiet(config.getProperties());
    config.getNetworkConfig().setAddresses(List.copyOf(members));
    config
        .getConnectionStrategyConfig()
        .getConnectionRetryConfig()
        .setClusterConnectTimeoutMillis(15_000);
    return config;
  }

  private static void quiet(java.util.Properties properties) {
    properties.setProperty("hazelcast.phone.home.enabled", "false");
    properties.setProperty("hazelcast.logging.type", "none");
  }
}
